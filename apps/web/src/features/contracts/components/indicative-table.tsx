import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { INDICATIVE_WINDOW_DAYS, type IndicativePricesQuery } from '@kolos/domain/contracts';
import { usePrefetchQuery } from '@tanstack/react-query';
import { indicativeQueryOptions, useIndicativePrices } from '../api/get-indicative-prices';
import { formatNumber } from '../lib/format';

/** How many crop-and-point rows the summary shows before it would push the list off the screen. */
const SHOWN = 6;
/** A small table's header and SHOWN rows (33 px each) and the caption under them. */
const LOADING_HEIGHT = (SHOWN + 1) * 33 + 20;

/**
 * The indicative price above the list: per crop and acceptance point, the volume-weighted price of
 * the deals confirmed in the last 30 days (those marked 'Не влияет на индикатив' left out),
 * narrowed by the list's crop, territory and point filters.
 */
export function IndicativeTable({
  query,
  showPurchaser,
}: {
  query: IndicativePricesQuery;
  /** A platform admin's summary spans purchasers: each price is one purchaser's, and says whose. */
  showPurchaser: boolean;
}) {
  usePrefetchQuery(indicativeQueryOptions(query));
  const { data } = useIndicativePrices(query);
  const rows = data ?? [];
  return (
    <Paper
      variant="outlined"
      // A phone scrolls the table inside the card, not the page; the keyboard can scroll it too.
      sx={{ p: 2, mb: 2, overflowX: 'auto' }}
      tabIndex={0}
      component="section"
      aria-labelledby="indicative-title"
    >
      <Typography id="indicative-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Индикативные цены
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Средневзвешенная по объёму цена на заводе по подтверждённым сделкам за {INDICATIVE_WINDOW_DAYS} дней
      </Typography>
      {data === undefined ? (
        // While the prices load their room is kept: the list below must not jump when they arrive.
        <Box sx={{ height: LOADING_HEIGHT }} aria-busy="true" />
      ) : rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Подтверждённых сделок за {INDICATIVE_WINDOW_DAYS} дней нет
        </Typography>
      ) : (
        <Table size="small" aria-labelledby="indicative-title">
          <TableHead>
            <TableRow>
              {showPurchaser && <TableCell>Покупатель</TableCell>}
              <TableCell>Культура</TableCell>
              <TableCell>Пункт приёмки</TableCell>
              <TableCell align="right">Индикатив, ₽/т</TableCell>
              <TableCell align="right">Объём, т</TableCell>
              <TableCell align="right">Сделок</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.slice(0, SHOWN).map((r) => (
              <TableRow key={`${r.productUuid}|${r.aggregatorLocationUuid}`}>
                {showPurchaser && <TableCell>{r.aggregatorCompanyName}</TableCell>}
                <TableCell>{r.productTitle}</TableCell>
                <TableCell>{r.aggregatorLocationName}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {formatNumber(r.price)}
                </TableCell>
                <TableCell align="right">{formatNumber(r.quantity)}</TableCell>
                <TableCell align="right">{r.contracts}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {rows.length > SHOWN && (
        <Typography variant="caption" color="text.secondary">
          Показаны {SHOWN} из {rows.length}: уточните культуру или пункт приёмки в фильтре
        </Typography>
      )}
    </Paper>
  );
}
