import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import DoNotDisturbOnOutlinedIcon from '@mui/icons-material/DoNotDisturbOnOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import MoreTimeOutlinedIcon from '@mui/icons-material/MoreTimeOutlined';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import type { AuctionWire } from '@kolos/domain/trading';
import { rowMenuColumn } from '../../../shared/list';
import type { RowAction } from '../../../shared/ui/row-menu';
import {
  auctionDeliveryLabel,
  AuctionStatusChip,
  Countdown,
  formatNumber,
  numberLabel,
  VolumeBar,
  wireToDate,
  StackedCell,
  STACKED_CELL_STYLES,
} from '../../../shared/trading';
import { AUCTION_ACTION_LABELS, type AuctionAction } from '../lib/row-actions';

const ICONS: Record<AuctionAction, RowAction['icon']> = {
  edit: <EditOutlinedIcon fontSize="small" />,
  extend: <MoreTimeOutlinedIcon fontSize="small" />,
  results: <AssessmentOutlinedIcon fontSize="small" />,
  cancel: <DoNotDisturbOnOutlinedIcon fontSize="small" />,
  offer: <LocalOfferOutlinedIcon fontSize="small" />,
};

export interface ColumnOptions {
  /** hidePrice: the price column is not there (the answer carries no price either). */
  showPrice: boolean;
  /** A farmer: 'Сделать предложение' is a button of its own, not hidden in the menu. */
  farmer: boolean;
  /** A platform admin sees every purchaser's tenders, whose numbers repeat: the purchaser's column. */
  showOwner: boolean;
  actionsOf: (auction: AuctionWire) => AuctionAction[];
  onAction: (auction: AuctionWire, action: AuctionAction) => void;
  /** Formats a moment in the user's zone. */
  formatTime: (date: Date) => string;
}

const plain = { sortable: false, disableColumnMenu: true } as const;

/** The cells' looks, set once on the grid. */
export const AUCTION_CELL_STYLES = {
  ...STACKED_CELL_STYLES,
  '& .trading-countdown': { display: 'block', color: 'success.dark', fontSize: 12, fontWeight: 600 },
};

/**
 * Issue 15 AuctionsList columns: №, (the purchaser, for an admin), crop, territory and points,
 * delivery type with its window, volume (offered / accepted of wanted), price, start–end in the
 * user's zone with a countdown while active, offers, status (a farmer's offer button), actions.
 * Sortable columns carry the API's sort fields as their fields. Widths fit 1440 px whole (issue 29
 * point 8: headers, chips, volumes and countdowns were cut).
 */
export function auctionColumns(o: ColumnOptions): GridColDef<AuctionWire>[] {
  const price: GridColDef<AuctionWire>[] = o.showPrice
    ? [
        {
          field: 'price',
          headerName: 'Цена, ₽/т',
          width: 92,
          align: 'right',
          headerAlign: 'right',
          valueFormatter: (value: number | undefined) => formatNumber(value),
        },
      ]
    : [];
  const owner: GridColDef<AuctionWire>[] = o.showOwner
    ? [
        {
          ...plain,
          field: 'ownerCompany',
          headerName: 'Закупщик',
          width: 130,
          valueGetter: (_v, row) => row.ownerCompany.name,
          renderCell: ({ row }) => <StackedCell main={row.ownerCompany.name} wrap />,
        },
      ]
    : [];
  // A farmer's running tender shows «Сделать предложение» where the status is (the button says it
  // is open): one column less, so the button is whole at 1440 px (issue 29 point 3).
  const status: GridColDef<AuctionWire> = {
    ...plain,
    field: 'status',
    headerName: 'Статус',
    width: o.farmer ? 196 : 150,
    renderCell: ({ row }) =>
      o.farmer && o.actionsOf(row).includes('offer') ? (
        <Button
          size="small"
          variant="contained"
          onClick={() => o.onAction(row, 'offer')}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {AUCTION_ACTION_LABELS.offer}
        </Button>
      ) : (
        <AuctionStatusChip status={row.status} />
      ),
  };
  const menu: GridColDef<AuctionWire>[] = o.farmer
    ? []
    : [
        rowMenuColumn<AuctionWire>('Действия с торгами', (row) =>
          o.actionsOf(row).map((a) => ({
            label: AUCTION_ACTION_LABELS[a],
            icon: ICONS[a],
            danger: a === 'cancel',
            onClick: () => o.onAction(row, a),
          })),
        ),
      ];
  return [
    {
      field: 'number',
      headerName: '№',
      width: 56,
      valueFormatter: (value: number) => numberLabel(value),
    },
    ...owner,
    {
      ...plain,
      field: 'product',
      headerName: 'Культура',
      flex: 1,
      minWidth: 110,
      valueGetter: (_v, row) => row.product.payload.title,
      // a crop's name ('Пшеница 3 класса') is read whole: two lines, the farmer's buyer under it
      renderCell: ({ row }) => (
        <StackedCell
          main={row.product.payload.title}
          note={o.farmer ? row.ownerCompany.name : undefined}
          wrap={!o.farmer}
        />
      ),
    },
    {
      ...plain,
      field: 'region',
      headerName: 'Территория и пункты',
      flex: 1.2,
      minWidth: 130,
      valueGetter: (_v, row) => row.region.name,
      renderCell: ({ row }) => (
        <StackedCell
          main={row.region.name}
          note={row.locations.map((l) => l.name).join(', ')}
          title={[row.region.name, ...row.locations.map((l) => `${l.name}: ${l.address}`)].join('\n')}
        />
      ),
    },
    {
      ...plain,
      field: 'deliveryTypes',
      headerName: 'Поставка',
      width: 166,
      valueGetter: (_v, row) => auctionDeliveryLabel(row),
      renderCell: ({ row }) => (
        <StackedCell
          main={auctionDeliveryLabel(row)}
          note={`${row.deliveryDateStart} – ${row.deliveryDateEnd}`}
        />
      ),
    },
    {
      field: 'volume',
      headerName: 'Объём, т',
      width: 140,
      renderCell: ({ row }) => (
        <VolumeBar wanted={row.volume} offered={row.offeredVolume} accepted={row.acceptedVolume} />
      ),
    },
    ...price,
    {
      field: 'startAt',
      headerName: 'Начало — окончание',
      width: 150,
      renderCell: ({ row }) => {
        const start = wireToDate(row.startAt);
        const end = wireToDate(row.endAt);
        return (
          <div className="stacked-cell">
            <span className="stacked-line">{start ? o.formatTime(start) : row.startAt}</span>
            <span className="stacked-note">— {end ? o.formatTime(end) : row.endAt}</span>
            {row.status === 'AUCTION_ACTIVE' && end && <Countdown until={end} />}
          </div>
        );
      },
    },
    {
      ...plain,
      field: 'offersCount',
      headerName: 'Предл.',
      description: 'Предложений',
      width: 72,
      align: 'right',
      headerAlign: 'right',
    },
    status,
    ...menu,
  ];
}
