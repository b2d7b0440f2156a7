import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import {
  canChangeLocation,
  LOCATION_KIND_LABELS,
  LOCATION_SORT_FIELDS,
  type Location,
  type LocationKind,
  type LocationSortField,
} from '@kolos/domain/locations';
import { useSession } from '../../../shared/auth/use-session';
import { ListToolbar, ServerDataGrid, useListParams } from '../../../shared/list';
import { pathTo } from '../../../shared/routing/paths';
import { useIsPhone } from '../../../shared/trading';
import { usePlaces } from '../api/get-places';
import { DeletePointsDialog } from '../components/delete-points-dialog';
import { placeColumns, type PlaceListOptions } from '../components/place-columns';
import { PlaceCards } from '../components/place-cards';

const sortable = (field: string | undefined): LocationSortField | undefined =>
  LOCATION_SORT_FIELDS.find((f) => f === field);

/**
 * ShippingPointsList: a farmer's loading points; for a purchaser's staff also their acceptance
 * points (switch). Search, paging and sort on the server and in the URL; delete with confirmation.
 * A grid on a wide screen, cards on a phone.
 */
export function ShippingPointsList() {
  const { user, can } = useSession();
  const list = useListParams({ filters: ['kind'] as const });
  const isFarmer = user?.userType === 'farmer';
  const kind: LocationKind = !isFarmer && list.filters.kind === 'ACCEPTANCE' ? 'ACCEPTANCE' : 'SHIPPING';
  const { data, isFetching } = usePlaces({
    kind,
    any: list.q || undefined,
    offset: list.offset,
    limit: list.size,
    sortField: sortable(list.sort?.field),
    sortDirection: list.sort?.direction ?? 'ASC',
  });
  const [selection, setSelection] = useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });
  const [deleting, setDeleting] = useState<Location[]>([]);

  const userType = user?.userType ?? null;
  const companyUuid = user?.companyUuid ?? null;
  const mayEdit = can('ShippingPointView', ['update']);
  const mayDelete = can('ShippingPointView', ['delete']);
  const canDelete = useMemo(() => {
    const caller = userType ? { userType, companyUuid } : null;
    return (l: Location) => mayDelete && canChangeLocation(caller, l);
  }, [userType, companyUuid, mayDelete]);
  const options = useMemo<PlaceListOptions>(() => {
    const caller = userType ? { userType, companyUuid } : null;
    return {
      showOwner: !isFarmer && kind === 'SHIPPING',
      ownerLabel: 'Хозяйство',
      canEdit: (l) => mayEdit && canChangeLocation(caller, l),
      canDelete,
      onDelete: (l) => setDeleting([l]),
    };
  }, [isFarmer, kind, userType, companyUuid, mayEdit, canDelete]);
  const columns = useMemo(() => placeColumns(options), [options]);
  const isPhone = useIsPhone();
  const rows = data?.locations ?? [];
  const selected = rows.filter((r) => selection.ids.has(r.uuid));
  // Farmers add their loading points; a purchaser's staff add acceptance points here and enter a
  // farmer's point in the FCA contract form, where the farmer is known.
  const addKind = isFarmer
    ? 'SHIPPING'
    : kind === 'ACCEPTANCE' && user?.userType === 'purchaser'
      ? 'ACCEPTANCE'
      : null;
  const addTo = `${pathTo('ShippingPointView', { uuid: 'create' })}${addKind === 'ACCEPTANCE' ? '?kind=ACCEPTANCE' : ''}`;

  // a farmer has shipping points only
  const kindSwitch = !isFarmer && (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={kind}
      onChange={(_e, next: LocationKind | null) => {
        if (next) list.setFilters({ kind: next === 'SHIPPING' ? undefined : next });
        setSelection({ type: 'include', ids: new Set() });
      }}
      aria-label="Какие точки показать"
    >
      {(['SHIPPING', 'ACCEPTANCE'] as const).map((k) => (
        <ToggleButton key={k} value={k}>
          {LOCATION_KIND_LABELS[k]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ListToolbar list={list} placeholder="Название, адрес или хозяйство" before={kindSwitch}>
        {mayDelete && selected.length > 0 && (
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteOutline />}
            onClick={() => setDeleting(selected)}
          >
            {`Удалить выбранные (${selected.length})`}
          </Button>
        )}
        {addKind && can('ShippingPointView', ['create']) && (
          <Button component={RouterLink} to={addTo} variant="contained" startIcon={<Add />}>
            {addKind === 'ACCEPTANCE' ? 'Добавить пункт приёмки' : 'Добавить точку отгрузки'}
          </Button>
        )}
      </ListToolbar>
      {isPhone ? (
        <PlaceCards places={rows} total={data?.total ?? 0} list={list} loading={isFetching} {...options} />
      ) : (
        <Paper variant="outlined">
          <ServerDataGrid<Location>
            list={list}
            rows={rows}
            rowCount={data?.total ?? 0}
            columns={columns}
            getRowId={(r) => r.uuid}
            loading={isFetching}
            checkboxSelection={mayDelete}
            isRowSelectable={({ row }) => canDelete(row)}
            rowSelectionModel={selection}
            onRowSelectionModelChange={setSelection}
            keepNonExistentRowsSelected={false}
            getRowHeight={() => 'auto'}
            sx={{ border: 0, '& .MuiDataGrid-cell': { py: 1, whiteSpace: 'normal', lineHeight: 1.4 } }}
          />
        </Paper>
      )}
      <DeletePointsDialog
        points={deleting}
        onClose={(deleted) => {
          if (deleted) setSelection({ type: 'include', ids: new Set() });
          setDeleting([]);
        }}
      />
    </Box>
  );
}
