import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { YardDeal, YardPoint } from '@kolos/domain/monitoring';
import { formatTonnes, numberLabel } from '../../../shared/trading';
import { useYard } from '../api/get-yard';

/** Where the point's trucks of today stand, in the order a truck goes through the yard. */
const STAGES: {
  key: keyof Pick<YardPoint, 'due' | 'arrived' | 'unloading' | 'unloaded' | 'noShows'>;
  label: string;
}[] = [
  { key: 'due', label: 'Ожидаются' },
  { key: 'arrived', label: 'Прибыли' },
  { key: 'unloading', label: 'Разгружаются' },
  { key: 'unloaded', label: 'Разгружены' },
  { key: 'noShows', label: 'Неявки' },
];

function PointCard({ point }: { point: YardPoint }) {
  return (
    <Card variant="outlined" data-testid="yard-point">
      <CardContent sx={{ pb: '12px !important' }}>
        <Typography sx={{ fontWeight: 600, mb: 1 }}>{point.name}</Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(5, 1fr)' },
            gap: 1,
          }}
        >
          {STAGES.map(({ key, label }) => (
            // the term first, as a list of terms asks; the number shows above it
            <Box key={key} sx={{ textAlign: 'center', display: 'flex', flexDirection: 'column-reverse' }}>
              <Box component="dt" sx={{ fontSize: 12, color: 'text.secondary' }}>
                {label}
              </Box>
              <Box
                component="dd"
                sx={{
                  m: 0,
                  fontSize: 22,
                  fontWeight: 700,
                  color: key === 'noShows' && point[key] > 0 ? 'error.main' : 'text.primary',
                }}
              >
                {point[key]}
              </Box>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

function DealLine({ deal }: { deal: YardDeal }) {
  const share =
    deal.contractedVolume > 0 ? Math.min(100, (deal.deliveredVolume / deal.contractedVolume) * 100) : 0;
  const label = `${deal.kind === 'OFFER' ? 'Предложение' : 'Сделка'} ${numberLabel(deal.number)}`;
  return (
    <Box data-testid="yard-deal">
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
        <Typography color="text.secondary">
          {deal.product.title} · {deal.farmerCompany.name}
        </Typography>
        <Typography sx={{ ml: 'auto !important' }}>
          доставлено {formatTonnes(deal.deliveredVolume)} из {formatTonnes(deal.contractedVolume)}
        </Typography>
      </Stack>
      {/* the words above say it; the bar only shows it (a progressbar role means "loading" here) */}
      <Box aria-hidden sx={{ height: 8, borderRadius: 4, bgcolor: 'grey.300', overflow: 'hidden', mt: 0.5 }}>
        <Box sx={{ width: `${share}%`, height: '100%', bgcolor: 'primary.main' }} />
      </Box>
    </Box>
  );
}

/**
 * Issue 29 point 20: the yard on the Monitoring screen — each acceptance point's trucks of its
 * today and the deals they deliver, delivered against contracted. Refreshed by slot events.
 */
export function YardPanel() {
  const { data, isPending } = useYard();
  const points = data?.points ?? [];
  const deals = data?.deals ?? [];
  return (
    <Box component="section" aria-labelledby="yard-title" sx={{ mb: 3 }}>
      <Typography id="yard-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        Площадка сегодня
      </Typography>
      {points.length === 0 ? (
        <Typography color="text.secondary">
          {isPending ? 'Загружаем…' : 'Сегодня машин на пунктах приёмки нет.'}
        </Typography>
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(380px, 1fr))' },
              mb: 2,
            }}
          >
            {points.map((p) => (
              <PointCard key={p.uuid} point={p} />
            ))}
          </Box>
          {deals.length > 0 && (
            <Card variant="outlined">
              <CardContent>
                <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                  Сделки с машинами сегодня: доставлено из законтрактованного
                </Typography>
                <Stack spacing={1.5}>
                  {deals.map((d) => (
                    <DealLine key={d.uuid} deal={d} />
                  ))}
                </Stack>
              </CardContent>
            </Card>
          )}
        </>
      )}
    </Box>
  );
}
