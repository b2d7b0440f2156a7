import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { dealTotals, DEALS_MSG } from '@kolos/domain/deals';
import { plural } from '@kolos/domain/notifications';
import { useMyDeals } from '../api/deals-api';
import { DealCard, VolumeFigures } from '../components/deal-card';
import { MyStatements } from '../components/my-statements';
import { CardList } from '../../../shared/ui/card-list';

/**
 * Deals («Мои сделки», issue 29 point 14): every accepted offer, contract and third-party deal of
 * the farmer's company — tonnes contracted, booked in slots, delivered, left, in total and per
 * deal — with the next slot and what it lacks, one tap to its slots. Slot events refresh it.
 * Below, the settlement statements of the delivered grain (issue 30).
 */
export function Deals() {
  const query = useMyDeals();
  const deals = query.data?.deals ?? [];
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Мои сделки
      </Typography>
      {query.isPending ? (
        <Typography color="text.secondary">Загружаем сделки…</Typography>
      ) : query.isError ? (
        <Typography color="error">{query.error.message}</Typography>
      ) : deals.length === 0 ? (
        <Typography color="text.secondary">{DEALS_MSG.empty}</Typography>
      ) : (
        <>
          <Paper component="section" aria-label="Итого по сделкам" variant="outlined" sx={{ p: 2, mb: 2 }}>
            <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              Итого по {deals.length} {plural(deals.length, ['сделке', 'сделкам', 'сделкам'])}
            </Typography>
            <VolumeFigures deal={dealTotals(deals)} wide />
          </Paper>
          <CardList>
            {deals.map((deal) => (
              <DealCard key={deal.uuid} deal={deal} />
            ))}
          </CardList>
        </>
      )}
      <MyStatements />
    </Box>
  );
}
