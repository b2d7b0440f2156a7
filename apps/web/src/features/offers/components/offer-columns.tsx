import type { GridColDef } from '@mui/x-data-grid';
import { DELIVERY_TYPE_LABELS } from '@kolos/domain/contracts';
import { QUEUE_MSG } from '@kolos/domain/queue';
import type { OfferWire } from '@kolos/domain/trading';
import {
  formatNumber,
  formatPrice,
  LandedPrice,
  numberLabel,
  OfferStatusChip,
  StackedCell,
} from '../../../shared/trading';

const plain = { sortable: false, disableColumnMenu: true } as const;

/**
 * Issue 15 Offers columns (purchaser's staff). Sortable: landed price, price, volume, created —
 * the API's sort fields, so the grid's sort goes to the server as it is.
 */
export function offerColumns(o: {
  showPrice: boolean;
  formatTime: (wire: string) => string;
}): GridColDef<OfferWire>[] {
  const prices: GridColDef<OfferWire>[] = o.showPrice
    ? [
        {
          field: 'price',
          headerName: 'Цена, ₽/т',
          width: 92,
          align: 'right',
          headerAlign: 'right',
          valueFormatter: (v: number | undefined) => formatNumber(v),
        },
        {
          field: 'landedPrice',
          headerName: 'На пункте, ₽/т',
          width: 112,
          align: 'right',
          headerAlign: 'right',
          renderCell: ({ row }) => <LandedPrice offer={row} />,
        },
      ]
    : [];
  return [
    { ...plain, field: 'number', headerName: '№', width: 64, valueFormatter: (v: number) => numberLabel(v) },
    {
      ...plain,
      field: 'auction',
      headerName: 'Торги',
      width: 90,
      valueGetter: (_v, row) => numberLabel(row.auction.number),
    },
    {
      ...plain,
      field: 'farmerCompany',
      headerName: 'Хозяйство',
      flex: 1.3,
      minWidth: 160,
      renderCell: ({ row }) => (
        <StackedCell
          main={row.farmerCompany.name}
          note={[
            `ИНН ${row.farmerCompany.taxCode}`,
            row.farmerNoShows > 0 && QUEUE_MSG.noShows(row.farmerNoShows),
          ]
            .filter(Boolean)
            .join(' · ')}
        />
      ),
    },
    {
      ...plain,
      field: 'deliveryType',
      headerName: 'Поставка',
      flex: 1,
      minWidth: 120,
      renderCell: ({ row }) => (
        <StackedCell main={DELIVERY_TYPE_LABELS[row.deliveryType]} note={row.farmerLocation?.name} />
      ),
    },
    {
      field: 'volume',
      headerName: 'Объём, т',
      width: 84,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (v: number) => formatNumber(v),
    },
    ...prices,
    {
      ...plain,
      field: 'delivery',
      headerName: 'Сроки поставки',
      width: 104,
      renderCell: ({ row }) => <StackedCell main={row.deliveryDateStart} note={`— ${row.deliveryDateEnd}`} />,
    },
    {
      ...plain,
      field: 'status',
      headerName: 'Статус',
      width: 176,
      renderCell: ({ row }) => (
        <div className="stacked-cell">
          <OfferStatusChip status={row.status} />
          {row.counterOffer?.status === 'OPEN' && (
            <span className="stacked-note">
              встречное: {row.counterOffer.volume} т
              {o.showPrice ? `, ${formatPrice(row.counterOffer.price)}` : ''}
            </span>
          )}
        </div>
      ),
    },
    {
      field: 'created',
      headerName: 'Создано',
      width: 128,
      valueGetter: (_v, row) => o.formatTime(row.createdAt),
    },
  ];
}
