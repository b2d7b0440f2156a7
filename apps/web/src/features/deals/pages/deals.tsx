import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
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
 * The second tab (issue 30), «Расчёты»: the statements of the delivered grain — a tab, not the
 * foot of the page, which a farmer with many deals would scroll a long way to reach.
 */
export function Deals() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'statements' ? 'statements' : 'deals';
  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        Мои сделки
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, v: string) => setParams(v === 'statements' ? { tab: 'statements' } : {})}
        variant="fullWidth"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', maxWidth: 480 }}
      >
        <Tab value="deals" label="Сделки" sx={{ minHeight: 48 }} />
        <Tab value="statements" label="Расчёты" sx={{ minHeight: 48 }} />
      </Tabs>
      {tab === 'statements' ? <MyStatements /> : <DealList />}
    </Box>
  );
}

function DealList() {
  const query = useMyDeals();
  const deals = query.data?.deals ?? [];
  if (query.isPending) return <Typography color="text.secondary">Загружаем сделки…</Typography>;
  if (query.isError) return <Typography color="error">{query.error.message}</Typography>;
  if (deals.length === 0) return <Typography color="text.secondary">{DEALS_MSG.empty}</Typography>;
  return (
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
  );
}
