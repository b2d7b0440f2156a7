import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { MonitoringRow } from '@kolos/domain/monitoring';
import {
  AuctionStatusChip,
  Countdown,
  FactLine,
  formatNumber,
  formatPrice,
  numberLabel,
  VolumeBar,
} from '../../../shared/trading';
import { useFresh } from '../lib/use-fresh';

/** What every row of the board needs from the page. */
export interface BoardRowOptions {
  showPrice: boolean;
  /** The row menu's entries; empty under hideActions (no menu at all). */
  menu: { label: string; onClick: (row: MonitoringRow) => void }[];
  /** Server clock − this one, ms: the highlight counts on the server's clock. */
  skewMs: number;
  formatTime: (iso: string) => string;
}

/** A row changed in the last 10 seconds is tinted, and the tint fades when the 10 seconds end. */
const freshLook = (fresh: boolean) => ({
  bgcolor: (t: Theme) => (fresh ? alpha(t.palette.warning.main, 0.18) : 'transparent'),
  transition: 'background-color 2s ease-out',
});

function TimeLeft({ row }: { row: MonitoringRow }) {
  if (row.status !== 'AUCTION_ACTIVE') return <span>ждут итогов</span>;
  return <Countdown until={new Date(row.endAt)} />;
}

function Places({ row }: { row: MonitoringRow }) {
  return (
    <>
      <Box component="span" sx={{ fontWeight: 500 }}>
        {row.region.name}
      </Box>
      <Box component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary' }}>
        {row.locations.map((l) => l.name).join(', ')}
      </Box>
    </>
  );
}

function Prices({ row }: { row: MonitoringRow }) {
  if (row.bestPrice == null) return <span>—</span>;
  return (
    <>
      <Box component="span" sx={{ fontWeight: 600 }} title="Лучшая цена на пункте приёмки">
        {formatPrice(row.bestPrice)}
      </Box>
      <Box component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary' }}>
        средняя {formatPrice(row.averagePrice)}
      </Box>
    </>
  );
}

const counts = (row: MonitoringRow) =>
  `${formatNumber(row.offersCount)} предл. · ${formatNumber(row.farmersCount)} хоз.`;

function RowMenu({ row, menu }: { row: MonitoringRow; menu: BoardRowOptions['menu'] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (menu.length === 0) return null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Действия: торги ${numberLabel(row.number)}`}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {menu.map((m) => (
          <MenuItem
            key={m.label}
            onClick={() => {
              setAnchor(null);
              m.onClick(row);
            }}
          >
            {m.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** One auction of the board as a table row (a desk). */
export function BoardRow({ row, options }: { row: MonitoringRow; options: BoardRowOptions }) {
  const fresh = useFresh(row.changedAt, options.skewMs);
  return (
    <TableRow data-testid="monitoring-row" data-fresh={fresh || undefined} sx={freshLook(fresh)}>
      <TableCell>
        <Box sx={{ fontWeight: 600 }}>{row.product.title}</Box>
        <Box sx={{ fontSize: 12, color: 'text.secondary' }}>Торги {numberLabel(row.number)}</Box>
      </TableCell>
      <TableCell sx={{ minWidth: 170 }}>
        <Places row={row} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        <TimeLeft row={row} />
      </TableCell>
      <TableCell sx={{ minWidth: 130 }}>
        <VolumeBar wanted={row.volume} offered={row.offeredVolume} accepted={row.acceptedVolume} />
      </TableCell>
      {options.showPrice && (
        <TableCell sx={{ whiteSpace: 'nowrap' }}>
          <Prices row={row} />
        </TableCell>
      )}
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {counts(row)}
        <Box component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary' }}>
          {row.lastOfferAt ? `последнее ${options.formatTime(row.lastOfferAt)}` : 'предложений нет'}
        </Box>
      </TableCell>
      <TableCell>
        <AuctionStatusChip status={row.status} />
      </TableCell>
      {options.menu.length > 0 && (
        <TableCell padding="checkbox">
          <RowMenu row={row} menu={options.menu} />
        </TableCell>
      )}
    </TableRow>
  );
}

/** The card's facts, their labels in one column. */
const Line = (props: { label: string; children: React.ReactNode }) => <FactLine width={110} {...props} />;

/** One auction of the board as a card (a phone). */
export function BoardCard({ row, options }: { row: MonitoringRow; options: BoardRowOptions }) {
  const fresh = useFresh(row.changedAt, options.skewMs);
  return (
    <Card
      variant="outlined"
      data-testid="monitoring-row"
      data-fresh={fresh || undefined}
      sx={freshLook(fresh)}
    >
      <CardContent sx={{ pb: '12px !important' }}>
        <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: 16, mr: 'auto' }}>
            {row.product.title}, {numberLabel(row.number)}
          </Typography>
          <AuctionStatusChip status={row.status} />
          <RowMenu row={row} menu={options.menu} />
        </Stack>
        <Line label="Куда">
          {row.region.name}: {row.locations.map((l) => l.name).join(', ')}
        </Line>
        <Line label="До конца">
          <TimeLeft row={row} />
        </Line>
        {options.showPrice && (
          <Line label="Цена">
            {row.bestPrice == null
              ? '—'
              : `${formatPrice(row.bestPrice)}, средняя ${formatPrice(row.averagePrice)}`}
          </Line>
        )}
        <Line label="Предложения">{counts(row)}</Line>
        <Line label="Последнее">{row.lastOfferAt ? options.formatTime(row.lastOfferAt) : '—'}</Line>
        <Box sx={{ mt: 1 }}>
          <VolumeBar wanted={row.volume} offered={row.offeredVolume} accepted={row.acceptedVolume} />
        </Box>
      </CardContent>
    </Card>
  );
}
