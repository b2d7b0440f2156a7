import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  describeTariffBand,
  describeTariffChange,
  TARIFF_TYPE_NAMES,
  TARIFF_TYPES,
  type TariffType,
} from '@kolos/domain/tariffs';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import { useTariffHistory, useTariffs } from '../api/tariffs';
import { TariffEditor } from './tariff-editor';

/** Who changed the subject's tariffs and what, newest first (the admins' audit log). */
function TariffHistory({ fedRegionUuid }: { fedRegionUuid: string }) {
  const { format } = useTimeZone();
  const history = useTariffHistory(fedRegionUuid, true);
  if (history.isError) return <Typography color="error">{history.error.message}</Typography>;
  if (!history.data) return <Typography color="text.secondary">Загружаем историю…</Typography>;
  if (history.data.length === 0)
    return <Typography color="text.secondary">Тарифы субъекта на платформе ещё не меняли.</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="История тарифов">
      {history.data.map((h) => {
        const words = describeTariffChange(h.change);
        return (
          <Box component="li" key={h.uuid} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
            <Typography variant="body2" color="text.secondary">
              {format(h.createdAt)} · {h.actor?.fullName ?? 'Система'}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {words.title}
            </Typography>
            {words.removed.map((line) => (
              <Typography variant="body2" key={`-${line}`} color="text.secondary">
                Было: {line}
              </Typography>
            ))}
            {words.added.map((line) => (
              <Typography variant="body2" key={`+${line}`}>
                Стало: {line}
              </Typography>
            ))}
          </Box>
        );
      })}
    </Box>
  );
}

/**
 * Issue 28 point 11: the delivery tariffs of the territory's subject of the federation — the
 * regional one (a haul inside it) and the end-to-end one (a haul from it into another). Everyone
 * who opens the territory reads them; a platform admin changes them and reads who changed what
 * (the server refuses others: 403 on POST /v2/tariffs and on GET /audit).
 */
export function RegionTariffs({
  fedRegionUuid,
  subject,
  isAdmin,
}: {
  fedRegionUuid: string;
  subject: string;
  isAdmin: boolean;
}) {
  const { format } = useTimeZone();
  const query = useTariffs(fedRegionUuid);
  const [editing, setEditing] = useState<TariffType | null>(null);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Тарифы на перевозку"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
        Тарифы на перевозку
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {subject}: цена за тонну по расстоянию перевозки, одна для всех закупщиков платформы.
      </Typography>
      {query.isError ? (
        <Alert severity="error">{query.error.message}</Alert>
      ) : !query.data ? (
        <Typography color="text.secondary">Загружаем тарифы…</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {TARIFF_TYPES.map((type) => {
            const tariff = query.data.find((t) => t.type === type);
            return (
              <Box component="section" key={type} aria-label={TARIFF_TYPE_NAMES[type]} sx={{ minWidth: 0 }}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                  {TARIFF_TYPE_NAMES[type]}
                </Typography>
                {editing === type ? (
                  <TariffEditor
                    fedRegionUuid={fedRegionUuid}
                    type={type}
                    bands={tariff?.bands ?? []}
                    onDone={() => setEditing(null)}
                  />
                ) : (
                  <>
                    {tariff ? (
                      <>
                        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                          {tariff.bands.map((b) => (
                            <Typography component="li" key={b.fromKm}>
                              {describeTariffBand(b)}
                            </Typography>
                          ))}
                        </Box>
                        <Typography variant="body2" color="text.secondary">
                          Изменён {format(tariff.updatedAt)}
                        </Typography>
                      </>
                    ) : (
                      <Typography color="text.secondary">
                        Не задан: доставку по нему платформа не посчитает.
                      </Typography>
                    )}
                    {isAdmin && (
                      <Button sx={{ mt: 1 }} variant="outlined" onClick={() => setEditing(type)}>
                        {tariff ? 'Изменить' : 'Задать'}
                      </Button>
                    )}
                  </>
                )}
              </Box>
            );
          })}
        </Box>
      )}
      {isAdmin && (
        <Stack sx={{ mt: 3 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
            История изменений
          </Typography>
          <TariffHistory fedRegionUuid={fedRegionUuid} />
        </Stack>
      )}
    </Paper>
  );
}
