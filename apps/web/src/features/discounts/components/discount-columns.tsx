import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { formatKladrName } from '@kolos/domain/reference';
import { formatDiscountAmount, type DiscountWire } from '@kolos/domain/discounts';
import { rowMenuColumn } from '../../../shared/list';
import type { RowAction } from '../../../shared/ui/row-menu';
import { DiscountEditor } from './discount-editor';

interface Options {
  editing: string | null;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (d: DiscountWire) => void;
  onDelete: (d: DiscountWire) => void;
  onEditDone: () => void;
}

/**
 * SPEC 2.9 rows: region and area, crop, signed amount and a menu. The row being edited turns into
 * the inline editor: its first cell spans the whole row.
 */
export function discountColumns(o: Options): GridColDef<DiscountWire>[] {
  const isEditing = (row: DiscountWire) => row.data.uuid === o.editing;
  return [
    {
      field: 'place',
      headerName: 'Регион и район',
      flex: 2,
      minWidth: 260,
      sortable: false,
      colSpan: (_value, row) => (isEditing(row) ? 4 : undefined),
      renderCell: ({ row }) =>
        isEditing(row) ? (
          <DiscountEditor
            discount={row}
            onDone={o.onEditDone}
            onDelete={o.canDelete ? () => o.onDelete(row) : undefined}
          />
        ) : (
          <Box sx={{ py: 1, lineHeight: 1.3 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {formatKladrName(row.areaName)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatKladrName(row.regionName)}
            </Typography>
          </Box>
        ),
    },
    {
      field: 'culture',
      headerName: 'Культура',
      flex: 1,
      minWidth: 180,
      sortable: false,
      valueGetter: (_v, row) => row.data.culture.payload.title,
    },
    {
      field: 'amount',
      headerName: 'Премия, ₽/т',
      width: 150,
      sortable: false,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => (
        <Typography
          variant="body2"
          sx={{
            fontWeight: 600,
            color:
              row.data.amount > 0 ? 'success.main' : row.data.amount < 0 ? 'error.main' : 'text.secondary',
          }}
        >
          {formatDiscountAmount(row.data.amount)}
        </Typography>
      ),
    },
    rowMenuColumn<DiscountWire>(
      'Действия с премией',
      (row) => {
        const actions: RowAction[] = [];
        if (o.canEdit)
          actions.push({
            label: 'Редактировать',
            icon: <EditOutlinedIcon fontSize="small" />,
            onClick: () => o.onEdit(row),
          });
        if (o.canDelete) {
          actions.push({
            label: 'Удалить',
            icon: <DeleteOutlineIcon fontSize="small" />,
            onClick: () => o.onDelete(row),
            danger: true,
          });
        }
        return actions;
      },
      64,
    ),
  ];
}
