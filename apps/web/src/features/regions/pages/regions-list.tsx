import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Add from '@mui/icons-material/Add';
import { REGION_MSG, REGION_SORT_FIELDS, type Region } from '@kolos/domain/regions';
import { useSession } from '../../../shared/auth/use-session';
import { ListToolbar, ServerDataGrid, useListParams } from '../../../shared/list';
import { pathTo } from '../../../shared/routing/paths';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useDeleteQuestion } from '../../../shared/ui/use-delete-question';
import { useDeleteRegion } from '../api/delete-region';
import { useRegions } from '../api/get-regions';
import { regionColumns } from '../components/region-columns';

/** RegionsList (docs/regions.md): the company's purchase territories with their acceptance points. */
export function RegionsList() {
  const { user, can } = useSession();
  const { format } = useTimeZone();
  const list = useListParams();
  const sortField = REGION_SORT_FIELDS.find((f) => f === list.sort?.field);
  const { data, isFetching } = useRegions({
    any: list.q || undefined,
    offset: list.offset,
    limit: list.size,
    sortField,
    sortDirection: sortField ? list.sort?.direction : undefined,
  });
  const remove = useDeleteRegion();
  const deleting = useDeleteQuestion<Region>({
    remove: (region) => remove.mutateAsync(region.uuid),
    deleted: () => REGION_MSG.deleted,
  });
  const canEdit = can('Region', ['update']);
  const canDelete = can('Region', ['delete']);
  const columns = useMemo(
    () => regionColumns({ canEdit, canDelete, onDelete: deleting.ask, formatDate: (iso) => format(iso) }),
    [canEdit, canDelete, format, deleting.ask],
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ListToolbar list={list} placeholder="Название территории или субъекта РФ">
        {user?.userType === 'purchaser' && can('Region', ['create']) && (
          <Button
            component={RouterLink}
            to={pathTo('Region', { uuid: 'create' })}
            variant="contained"
            startIcon={<Add />}
          >
            Добавить территорию
          </Button>
        )}
      </ListToolbar>
      <Paper variant="outlined">
        <ServerDataGrid<Region>
          list={list}
          rows={data?.regions ?? []}
          rowCount={data?.total ?? 0}
          columns={columns}
          getRowId={(r) => r.uuid}
          getRowHeight={() => 'auto'}
          loading={isFetching}
          sx={{ border: 0 }}
        />
      </Paper>
      <ConfirmDialog
        {...deleting.dialog}
        title={`Удалить «${deleting.row?.name.value ?? ''}»?`}
        text={REGION_MSG.deleteConfirm}
      />
    </Box>
  );
}
