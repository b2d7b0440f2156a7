import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DoNotDisturbOnOutlinedIcon from '@mui/icons-material/DoNotDisturbOnOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import {
  authorName,
  contractRowActions,
  deliveryTypeLabel,
  type ContractRowAction,
  type ContractWire,
} from '@kolos/domain/contracts';
import { RowMenu, type RowAction } from '../../../shared/ui/row-menu';
import { formatNumber } from '../lib/format';
import { PriceCell } from './price-cell';
import { StatusChip } from './status-chip';

const ICONS: Record<ContractRowAction['key'], RowAction['icon']> = {
  confirm: <CheckCircleOutlineIcon fontSize="small" />,
  cancel: <DoNotDisturbOnOutlinedIcon fontSize="small" />,
  edit: <EditOutlinedIcon fontSize="small" />,
};

interface Options {
  /** May change deals (SPEC 6 'Contract' update): the row menu shows only then. */
  canChange: boolean;
  onAction: (contract: ContractWire, action: ContractRowAction) => void;
}

const plain = { sortable: false, disableColumnMenu: true } as const;

/**
 * SPEC 2.10 columns. Sortable: supplier, start, end, volume and price — their fields are the
 * API's sort fields, so the grid's sort model goes to the server as it is.
 */
export function contractColumns({ canChange, onAction }: Options): GridColDef<ContractWire>[] {
  return [
    {
      field: 'farmerCompanyName',
      headerName: 'Поставщик',
      flex: 1.4,
      minWidth: 150,
      valueGetter: (_v, row) => row.farmerCompany.name,
      renderCell: ({ value }) => (
        <Typography variant="body2" sx={{ whiteSpace: 'normal', lineHeight: 1.25 }}>
          {value}
        </Typography>
      ),
    },
    { field: 'startDate', headerName: 'Начало', width: 100 },
    { field: 'endDate', headerName: 'Окончание', width: 110 },
    {
      ...plain,
      field: 'deliveryType',
      headerName: 'Тип',
      width: 60,
      valueGetter: (_v, row) => deliveryTypeLabel(row.deliveryType),
    },
    {
      ...plain,
      field: 'product',
      headerName: 'Культура',
      flex: 1,
      minWidth: 120,
      valueGetter: (_v, row) => row.product.payload.title,
      renderCell: ({ value }) => (
        <Typography variant="body2" sx={{ whiteSpace: 'normal', lineHeight: 1.25 }}>
          {value}
        </Typography>
      ),
    },
    { ...plain, field: 'humidity', headerName: 'Влаж., %', width: 80, align: 'right', headerAlign: 'right' },
    {
      ...plain,
      field: 'farmerLocation',
      headerName: 'Точка отгрузки',
      flex: 1.1,
      minWidth: 130,
      renderCell: ({ row }) =>
        row.deliveryType === 'BUYER' && row.farmerLocation ? (
          <Tooltip title={row.farmerLocation.address || 'Адрес не указан'}>
            <Typography
              variant="body2"
              sx={{
                whiteSpace: 'normal',
                lineHeight: 1.25,
                cursor: 'help',
                textDecoration: 'underline dotted',
              }}
            >
              {row.farmerLocation.name}
            </Typography>
          </Tooltip>
        ) : (
          <Typography variant="body2" color="text.disabled">
            —
          </Typography>
        ),
    },
    {
      ...plain,
      field: 'aggregatorLocation',
      headerName: 'Пункт приёмки',
      flex: 1.1,
      minWidth: 130,
      valueGetter: (_v, row) => row.aggregatorLocation.name,
      renderCell: ({ value }) => (
        <Typography variant="body2" sx={{ whiteSpace: 'normal', lineHeight: 1.25 }}>
          {value}
        </Typography>
      ),
    },
    {
      field: 'quantity',
      headerName: 'Объём, т',
      width: 100,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (value: number) => formatNumber(value),
    },
    {
      field: 'price',
      headerName: 'Цена CPT, ₽/т',
      width: 130,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => <PriceCell contract={row} />,
    },
    {
      ...plain,
      field: 'user',
      headerName: 'Автор',
      width: 130,
      valueGetter: (_v, row) => authorName(row.user),
      renderCell: ({ value, row }) => (
        <Typography
          variant="body2"
          color={row.user ? 'text.primary' : 'text.secondary'}
          sx={{ whiteSpace: 'normal', lineHeight: 1.25 }}
        >
          {value}
        </Typography>
      ),
    },
    {
      ...plain,
      field: 'status',
      headerName: 'Статус',
      width: 120,
      renderCell: ({ row }) => <StatusChip status={row.status} />,
    },
    {
      ...plain,
      field: 'comment',
      headerName: '',
      width: 44,
      align: 'center',
      renderCell: ({ row }) =>
        row.comment ? (
          <Tooltip title={row.comment}>
            <Box component="span" sx={{ display: 'inline-flex' }} aria-label={`Комментарий: ${row.comment}`}>
              <ChatBubbleOutlineIcon fontSize="small" color="action" />
            </Box>
          </Tooltip>
        ) : null,
    },
    {
      ...plain,
      field: 'actions',
      headerName: '',
      width: 52,
      align: 'center',
      renderCell: ({ row }) => (
        <RowMenu
          label="Действия со сделкой"
          actions={
            canChange
              ? contractRowActions(row.status).map((a) => ({
                  label: a.label,
                  icon: ICONS[a.key],
                  danger: a.key === 'cancel',
                  onClick: () => onAction(row, a),
                }))
              : []
          }
        />
      ),
    },
  ];
}
