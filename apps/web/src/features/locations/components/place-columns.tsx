import { Link as RouterLink } from 'react-router';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { formatWorkingDays, type Location } from '@kolos/domain/locations';
import { pathTo } from '../../../shared/routing/paths';

export interface PlaceListOptions {
  /** Owner column: purchasers and admins see whose point it is. */
  showOwner: boolean;
  ownerLabel: string;
  canEdit: (l: Location) => boolean;
  canDelete: (l: Location) => boolean;
  onDelete: (l: Location) => void;
}

/** The point's working days and hours, as the list shows them. */
export const hours = (l: Location) =>
  [
    formatWorkingDays(l.schedule.workingDays),
    l.schedule.openAt && `${l.schedule.openAt}–${l.schedule.closeAt ?? ''}`,
  ]
    .filter(Boolean)
    .join(', ');

/** Open (or edit) and delete of one point: a grid row's last cell, a phone card's corner. */
export function PlaceActions({
  place,
  canEdit,
  canDelete,
  onDelete,
}: Pick<PlaceListOptions, 'canEdit' | 'canDelete' | 'onDelete'> & { place: Location }) {
  const verb = canEdit(place) ? 'Изменить' : 'Открыть';
  return (
    <>
      <Tooltip title={verb}>
        <IconButton
          component={RouterLink}
          to={pathTo('ShippingPointView', { uuid: place.uuid })}
          size="small"
          aria-label={`${verb} «${place.name}»`}
        >
          {canEdit(place) ? <EditOutlined fontSize="small" /> : <VisibilityOutlined fontSize="small" />}
        </IconButton>
      </Tooltip>
      {canDelete(place) && (
        <Tooltip title="Удалить">
          <IconButton size="small" aria-label={`Удалить «${place.name}»`} onClick={() => onDelete(place)}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </>
  );
}

/** Columns of the points list; sortable only where the API sorts (name, address). */
export function placeColumns(o: PlaceListOptions): GridColDef<Location>[] {
  const columns: (GridColDef<Location> | false)[] = [
    {
      field: 'name',
      headerName: 'Название',
      flex: 1.2,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={pathTo('ShippingPointView', { uuid: row.uuid })} underline="hover">
          {row.name}
        </Link>
      ),
    },
    { field: 'address', headerName: 'Адрес', flex: 1.6, minWidth: 220 },
    o.showOwner && {
      field: 'companyName',
      headerName: o.ownerLabel,
      flex: 1,
      minWidth: 140,
      sortable: false,
    },
    { field: 'fedRegionName', headerName: 'Субъект РФ', flex: 0.9, minWidth: 120, sortable: false },
    {
      field: 'schedule',
      headerName: 'Режим работы',
      flex: 1,
      minWidth: 150,
      sortable: false,
      valueGetter: (_v, row) => hours(row),
    },
    {
      field: 'scales',
      headerName: 'Весовая',
      width: 84,
      sortable: false,
      valueGetter: (_v, row) => (row.scales ? 'Есть' : '—'),
    },
    {
      field: 'actions',
      headerName: '',
      width: 96,
      sortable: false,
      align: 'right',
      renderCell: ({ row }) => (
        <PlaceActions place={row} canEdit={o.canEdit} canDelete={o.canDelete} onDelete={o.onDelete} />
      ),
    },
  ];
  return columns.filter((c): c is GridColDef<Location> => Boolean(c));
}
