import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatKg, formatKopecks, formatQuality, type AcceptanceListItem } from '@kolos/domain/acceptance';
import type { DealWire } from '@kolos/domain/deals';
import { useAcceptances } from '../../../shared/acceptance/acceptances-api';
import { ReceiptButton } from '../../../shared/acceptance/receipt-button';
import { pathTo } from '../../../shared/routing/paths';
import { useTimeZone } from '../../../shared/time/use-time-zone';

/** The trucks a card shows; the rest are a tap away in «Мои слоты». */
const SHOWN = 20;

/** One accepted (or refused) truck: its weights and money, its receipt, its slot. */
function TruckLine({ a }: { a: AcceptanceListItem }) {
  const { format } = useTimeZone();
  const label = `Машина ${a.carNumber ?? `по слоту № ${a.slotId}`}, ${format(a.at, 'DD.MM HH:mm')}`;
  return (
    <Box
      component="li"
      aria-label={label}
      sx={{ py: 1, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}
    >
      <Typography sx={{ fontWeight: 600 }}>
        {format(a.at, 'DD.MM HH:mm')} · {a.carNumber ?? `слот № ${a.slotId}`}
        {a.version > 1 && ' · исправлена'}
      </Typography>
      {a.decision === 'REFUSE' ? (
        <Typography color="error">Отказано в приёмке</Typography>
      ) : (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 0.5, m: 0 }}>
          {(
            [
              ['Нетто', formatKg(a.netKg)],
              ['Зачтено', formatKg(a.creditedKg)],
              ['Убыль', `${formatQuality(a.lossPercent)} %`],
              ['Сумма', formatKopecks(a.amount)],
            ] as const
          ).map(([name, value]) => (
            <Box key={name}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {name}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
        <ReceiptButton slotUuid={a.slotUuid} acceptance={a} />
        <Button
          component={RouterLink}
          to={`${pathTo('Slots')}?view=week&date=${format(a.at, 'YYYY-MM-DD')}`}
          size="large"
          sx={{ mt: 1, minHeight: 48 }}
        >
          Подробнее
        </Button>
      </Box>
    </Box>
  );
}

/**
 * The deal's trucks as the gate weighed and graded them (issue 30): net, credited weight, loss,
 * amount, the receipt. Live: a truck accepted at the gate is a slot event, which refreshes it.
 */
export function DealTrucks({ deal }: { deal: DealWire }) {
  const query = useAcceptances({ dealUuid: deal.uuid, limit: SHOWN });
  const page = query.data;
  if (!page || page.totalCount === 0) return null;
  const shown = page.acceptances.length;
  return (
    <Box component="section" aria-label="Принятые машины" sx={{ mt: 1.5 }}>
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        Принятые машины: {page.totalCount}
      </Typography>
      <Box component="ul" sx={{ p: 0, m: 0 }}>
        {page.acceptances.map((a) => (
          <TruckLine key={a.uuid} a={a} />
        ))}
      </Box>
      {page.totalCount > shown && (
        <Typography variant="body2" color="text.secondary">
          Показаны последние {shown}
        </Typography>
      )}
    </Box>
  );
}
