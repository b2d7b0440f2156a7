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

interface Options {
  /** Owner column: purchasers and admins see whose point it is. */
  showOwner: boolean;
  ownerLabel: string;
  canEdit: (l: Location) => boolean;
  canDelete: (l: Location) => boolean;
  onDelete: (l: Location) => void;
}

const hours = (l: Location) =>
  [
    formatWorkingDays(l.schedule.workingDays),
    l.schedule.openAt && `${l.schedule.openAt}–${l.schedule.closeAt ?? ''}`,
  ]
    .filter(Boolean)
    .join(', ');

/** Columns of the points list; sortable only where the API sorts (name, address). */
export function placeColumns(o: Options): GridColDef<Location>[] {
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
        <>
          <Tooltip title={o.canEdit(row) ? 'Изменить' : 'Открыть'}>
            <IconButton
              component={RouterLink}
              to={pathTo('ShippingPointView', { uuid: row.uuid })}
              size="small"
              aria-label={`${o.canEdit(row) ? 'Изменить' : 'Открыть'} «${row.name}»`}
            >
              {o.canEdit(row) ? <EditOutlined fontSize="small" /> : <VisibilityOutlined fontSize="small" />}
            </IconButton>
          </Tooltip>
          {o.canDelete(row) && (
            <Tooltip title="Удалить">
              <IconButton size="small" aria-label={`Удалить «${row.name}»`} onClick={() => o.onDelete(row)}>
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </>
      ),
    },
  ];
  return columns.filter((c): c is GridColDef<Location> => Boolean(c));
}
