import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { DISCOUNT_MSG, formatDiscountAmount, type DiscountWire } from '@kolos/domain/discounts';
import { formatKladrName } from '@kolos/domain/reference';
import { useSession } from '../../../shared/auth/use-session';
import { ServerDataGrid, useListParams } from '../../../shared/list';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useDeleteQuestion } from '../../../shared/ui/use-delete-question';
import { useDeleteDiscount } from '../api/delete-discount';
import { useDiscounts } from '../api/get-discounts';
import { discountColumns } from '../components/discount-columns';
import { DiscountEditor } from '../components/discount-editor';
import { DiscountFilters } from '../components/discount-filters';

const FILTERS = ['cultureUuid', 'regionUuid', 'areaUuid'] as const;

/** SPEC 2.9 'Премии по районам': premiums by district and crop, edited in place. */
export function Discounts() {
  const { can } = useSession();
  const list = useListParams({ filters: FILTERS });
  const { data, isFetching, refetch } = useDiscounts({
    ...list.filters,
    offset: list.offset,
    limit: list.size,
  });
  const remove = useDeleteDiscount();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const deleting = useDeleteQuestion<DiscountWire>({
    remove: async (discount) => {
      await remove.mutateAsync(discount.data.uuid);
      if (editing === discount.data.uuid) setEditing(null);
    },
    deleted: () => DISCOUNT_MSG.deleted,
  });

  const columns = discountColumns({
    editing,
    canEdit: can('Discounts', ['update']),
    canDelete: can('Discounts', ['delete']),
    onEdit: (d) => {
      setCreating(false);
      setEditing(d.data.uuid);
    },
    onDelete: deleting.ask,
    onEditDone: () => setEditing(null),
  });

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {DISCOUNT_MSG.title}
        </Typography>
        {can('Discounts', ['create']) && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => {
              setEditing(null);
              setCreating(true);
            }}
            disabled={creating}
          >
            {DISCOUNT_MSG.add}
          </Button>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <DiscountFilters
          value={list.filters}
          onChange={list.setFilters}
          onRefresh={() => void refetch()}
          onClear={list.clearFilters}
          refreshing={isFetching}
        />
        {creating && (
          <Box sx={{ mb: 2 }}>
            <DiscountEditor onDone={() => setCreating(false)} />
          </Box>
        )}
        <ServerDataGrid<DiscountWire>
          list={list}
          rows={data?.discounts ?? []}
          rowCount={data?.total ?? 0}
          getRowId={(row) => row.data.uuid}
          getRowHeight={({ id }) => (id === editing ? 'auto' : 60)}
          columns={columns}
          loading={isFetching}
          sx={{ '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
        />
      </Paper>
      <ConfirmDialog
        {...deleting.dialog}
        title={DISCOUNT_MSG.deleteConfirm}
        text={
          deleting.row
            ? `${formatKladrName(deleting.row.areaName)}, ${deleting.row.data.culture.payload.title}: ${formatDiscountAmount(deleting.row.data.amount)} ₽/т`
            : undefined
        }
      />
    </Box>
  );
}
