import type { ReactNode } from 'react';
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
import { HoverTooltip } from '../../../shared/ui/hover-tooltip';
import { rowMenuColumn } from '../../../shared/list';
import type { RowAction } from '../../../shared/ui/row-menu';
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
  /** A platform admin sees every purchaser's deals: the column says whose each one is. */
  showPurchaser: boolean;
}

const plain = { sortable: false, disableColumnMenu: true } as const;

/** The cells' looks, set once on the grid: a Typography or an sx per cell costs a style pass per row. */
export const CONTRACT_CELL_STYLES = {
  // Names of companies and places are long: they wrap onto a second line, then are cut.
  '& .contract-text': {
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical' as const,
    WebkitLineClamp: 2,
    overflow: 'hidden',
    whiteSpace: 'normal',
    lineHeight: 1.25,
  },
  // Above a note, a name keeps to one line so both fit the row.
  '& .contract-stack': { minWidth: 0, overflow: 'hidden' },
  '& .contract-stack .contract-text': { WebkitLineClamp: 1 },
  // A crop's name ('Пшеница 3 класса') is read whole: two lines above its note still fit the row.
  '& .contract-stack .contract-text.contract-two-lines': { WebkitLineClamp: 2 },
  '& .contract-muted': { color: 'text.secondary' },
  '& .contract-note': {
    display: 'block',
    color: 'text.secondary',
    fontSize: 12,
    lineHeight: 1.25,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .contract-address': { cursor: 'help', textDecoration: 'underline dotted' },
  '& .contract-help': { display: 'inline-flex', alignItems: 'center', gap: 0.5, cursor: 'help' },
  '& .contract-help-icon': { fontSize: 16, color: 'text.secondary' },
  '& .contract-status': { display: 'flex', alignItems: 'center', gap: 0.5 },
  '& .contract-comment': { display: 'inline-flex' },
};

/** A name that may be cut: the browser's own tooltip shows it whole. */
function Wrapped({ children, muted, lines }: { children: string; muted?: boolean; lines?: 2 }) {
  const className = ['contract-text', muted && 'contract-muted', lines === 2 && 'contract-two-lines']
    .filter(Boolean)
    .join(' ');
  return (
    <span className={className} title={children}>
      {children}
    </span>
  );
}

function Note({ children }: { children: ReactNode }) {
  return <span className="contract-note">{children}</span>;
}

/**
 * SPEC 2.10 columns, grouped as the spec lists them so a laptop screen holds the row: delivery
 * type and humidity under the crop, the FCA shipping point under the acceptance point, the
 * comment icon beside the status. Sortable: supplier, start, end, volume and price — their fields
 * are the API's sort fields, so the grid's sort model goes to the server as it is.
 */
export function contractColumns({ canChange, onAction, showPurchaser }: Options): GridColDef<ContractWire>[] {
  const purchaser: GridColDef<ContractWire>[] = showPurchaser
    ? [
        {
          ...plain,
          field: 'aggregatorCompany',
          headerName: 'Покупатель',
          flex: 1,
          minWidth: 104,
          valueGetter: (_v, row) => row.aggregatorCompany.name,
          renderCell: ({ value }) => <Wrapped>{value}</Wrapped>,
        },
      ]
    : [];
  return [
    ...purchaser,
    {
      field: 'farmerCompanyName',
      headerName: 'Поставщик',
      flex: 1,
      minWidth: 96,
      valueGetter: (_v, row) => row.farmerCompany.name,
      renderCell: ({ value }) => <Wrapped>{value}</Wrapped>,
    },
    { field: 'startDate', headerName: 'Начало', width: 86 },
    { field: 'endDate', headerName: 'Конец', width: 86 },
    {
      ...plain,
      field: 'product',
      headerName: 'Культура',
      flex: 1.1,
      minWidth: 104,
      valueGetter: (_v, row) => row.product.payload.title,
      renderCell: ({ row }) => (
        <div className="contract-stack">
          <Wrapped lines={2}>{row.product.payload.title}</Wrapped>
          <Note>
            {deliveryTypeLabel(row.deliveryType)} · влажн. {formatNumber(row.humidity)} %
          </Note>
        </div>
      ),
    },
    {
      ...plain,
      field: 'aggregatorLocation',
      headerName: 'Пункт приёмки',
      flex: 1.3,
      minWidth: 112,
      valueGetter: (_v, row) => row.aggregatorLocation.name,
      renderCell: ({ row }) => (
        <div className="contract-stack">
          <Wrapped>{row.aggregatorLocation.name}</Wrapped>
          {row.deliveryType === 'BUYER' && row.farmerLocation && (
            <HoverTooltip title={row.farmerLocation.address || 'Адрес не указан'}>
              <span className="contract-address">
                <Note>Отгрузка: {row.farmerLocation.name}</Note>
              </span>
            </HoverTooltip>
          )}
        </div>
      ),
    },
    {
      field: 'quantity',
      headerName: 'Объём, т',
      width: 72,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (value: number) => formatNumber(value),
    },
    {
      field: 'price',
      headerName: 'Цена CPT, ₽/т',
      width: 100,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => <PriceCell contract={row} />,
    },
    {
      ...plain,
      field: 'user',
      headerName: 'Автор',
      width: 92,
      valueGetter: (_v, row) => authorName(row.user),
      renderCell: ({ value, row }) => <Wrapped muted={!row.user}>{value}</Wrapped>,
    },
    {
      ...plain,
      field: 'status',
      headerName: 'Статус',
      width: 148,
      renderCell: ({ row }) => (
        <div className="contract-status">
          <StatusChip status={row.status} />
          {row.comment && (
            <HoverTooltip title={row.comment}>
              <span className="contract-comment" aria-label={`Комментарий: ${row.comment}`}>
                <ChatBubbleOutlineIcon fontSize="small" color="action" />
              </span>
            </HoverTooltip>
          )}
        </div>
      ),
    },
    rowMenuColumn<ContractWire>('Действия со сделкой', (row) =>
      canChange
        ? contractRowActions(row.status).map((a) => ({
            label: a.label,
            icon: ICONS[a.key],
            danger: a.key === 'cancel',
            onClick: () => onAction(row, a),
          }))
        : [],
    ),
  ];
}
