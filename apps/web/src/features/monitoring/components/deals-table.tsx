import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MonitoringDeal } from '@kolos/domain/monitoring';
import { pathTo } from '../../../shared/routing/paths';
import { formatPrice, formatTonnes, numberLabel } from '../../../shared/trading';
import { SR_ONLY } from '../../../shared/ui/sr-only';

interface Props {
  deals: MonitoringDeal[];
  showPrice: boolean;
  isPhone: boolean;
  formatTime: (iso: string) => string;
}

const PHONE_DEALS = 5;

const what = (d: MonitoringDeal) =>
  d.kind === 'offer' ? `Торги ${numberLabel(d.auctionNumber ?? 0)}` : 'Крупная сделка';

/** The deal's edit form: present only with ShowEditContract (the server sends the link then). */
function DealLink({ deal }: { deal: MonitoringDeal }) {
  if (!deal.link) return null;
  return (
    <Link component={RouterLink} to={pathTo(deal.link.route, { uuid: deal.link.uuid })}>
      Изменить
    </Link>
  );
}

/** Issue 16: the deals of the last 7 days under the board — accepted offers, large contracts confirmed. */
export function DealsTable({ deals, showPrice, isPhone, formatTime }: Props) {
  const [all, setAll] = useState(false);
  if (deals.length === 0) {
    return <Typography color="text.secondary">За последние 7 дней сделок нет.</Typography>;
  }
  const links = deals.some((d) => d.link);
  if (isPhone) {
    // a phone shows the newest few; the rest on request, not a screen-long scroll
    const shown = all ? deals : deals.slice(0, PHONE_DEALS);
    return (
      <Stack spacing={1}>
        {shown.map((d) => (
          <Card key={`${d.kind}${d.uuid}`} variant="outlined" data-testid="monitoring-deal">
            <CardContent sx={{ pb: '12px !important', fontSize: 14 }}>
              <Stack direction="row" spacing={1} alignItems="baseline">
                <Box sx={{ fontWeight: 600, mr: 'auto' }}>{d.product.title}</Box>
                <DealLink deal={d} />
              </Stack>
              <Box sx={{ color: 'text.secondary' }}>
                {what(d)} · {formatTime(d.at)}
              </Box>
              <Box>{d.farmerCompany.name}</Box>
              <Box>
                {formatTonnes(d.volume)}
                {showPrice && ` · ${formatPrice(d.price)}`}
              </Box>
            </CardContent>
          </Card>
        ))}
        {shown.length < deals.length && (
          <Button onClick={() => setAll(true)}>Показать все ({deals.length})</Button>
        )}
      </Stack>
    );
  }
  return (
    <Table size="small" aria-label="Сделки за 7 дней">
      <TableHead>
        <TableRow>
          <TableCell>Когда</TableCell>
          <TableCell>Сделка</TableCell>
          <TableCell>Культура</TableCell>
          <TableCell>Территория</TableCell>
          <TableCell>Хозяйство</TableCell>
          <TableCell align="right">Объём</TableCell>
          {showPrice && <TableCell align="right">Цена</TableCell>}
          {links && (
            <TableCell sx={{ position: 'relative' }}>
              <Box component="span" sx={SR_ONLY}>
                Ссылка
              </Box>
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {deals.map((d) => (
          <TableRow key={`${d.kind}${d.uuid}`} data-testid="monitoring-deal">
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(d.at)}</TableCell>
            <TableCell>{what(d)}</TableCell>
            <TableCell>{d.product.title}</TableCell>
            <TableCell>{d.region?.name ?? '—'}</TableCell>
            <TableCell>{d.farmerCompany.name}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatTonnes(d.volume)}
            </TableCell>
            {showPrice && (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatPrice(d.price)}
              </TableCell>
            )}
            {links && (
              <TableCell>
                <DealLink deal={d} />
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
