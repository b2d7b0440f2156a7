import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MONITORING_PAGE_SIZE, type MonitoringRow } from '@kolos/domain/monitoring';
import { useSession } from '../../../shared/auth/use-session';
import { useListParams } from '../../../shared/list/use-list-params';
import { pathTo } from '../../../shared/routing/paths';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import { useIsPhone } from '../../../shared/trading';
import { useMonitoring } from '../api/get-monitoring';
import { BoardCard, BoardRow, type BoardRowOptions } from '../components/board-row';
import { BoardFilters } from '../components/board-filters';
import { DealsTable } from '../components/deals-table';
import { YardPanel } from '../components/yard-panel';
import { MONITORING_FILTERS, monitoringRequest } from '../lib/filters';
import { SR_ONLY } from '../../../shared/ui/sr-only';

/**
 * Issue 16 Monitoring ('Мониторинг'): the purchaser's trading as a live board — one row per
 * auction running or awaiting results, the deals of 7 days below. One call (GET /monitoring);
 * live events invalidate its key, a 30-second refetch is the fallback. Prices and the row menu
 * follow the server's answer (hidePrice leaves the prices out, hideActions says `actions: false`).
 * Above the board, the yard of today (issue 29 point 20).
 */
export function Monitoring() {
  const navigate = useNavigate();
  const { can, allows } = useSession();
  const isPhone = useIsPhone();
  const { format } = useTimeZone();
  const list = useListParams({ filters: MONITORING_FILTERS });
  const { data, dataUpdatedAt, isPending } = useMonitoring(monitoringRequest(list, MONITORING_PAGE_SIZE));

  const showPrice = allows('Monitoring', 'hidePrice');
  const mayOpen = can('Auction', ['create', 'update']);
  // the server's clock against this one, as of the answer: the highlight counts on the server's
  const skewMs = data ? new Date(data.serverTime).getTime() - dataUpdatedAt : 0;
  const formatTime = useCallback((iso: string) => format(iso), [format]);
  const options: BoardRowOptions = useMemo(
    () => ({
      showPrice,
      skewMs,
      formatTime,
      menu:
        data?.actions && mayOpen
          ? [
              {
                label: 'Открыть торги',
                onClick: (r: MonitoringRow) => navigate(pathTo('Auction', { uuid: r.uuid })),
              },
            ]
          : [],
    }),
    [showPrice, skewMs, formatTime, data?.actions, mayOpen, navigate],
  );
  const rows = data?.rows ?? [];
  const pages = Math.ceil((data?.totalCount ?? 0) / MONITORING_PAGE_SIZE);

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Мониторинг
      </Typography>
      <YardPanel />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <BoardFilters list={list} />
      </Paper>
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3 }}>
          {isPending ? 'Загружаем торги…' : 'Идущих торгов и торгов, ждущих итогов, нет.'}
        </Typography>
      ) : isPhone ? (
        <Stack spacing={1.5}>
          {rows.map((r) => (
            <BoardCard key={r.uuid} row={r} options={options} />
          ))}
        </Stack>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table
            size="small"
            aria-label="Торги на мониторинге"
            sx={{ '& td, & th': { px: 1 }, '& td:first-of-type, & th:first-of-type': { pl: 2 } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>Культура</TableCell>
                <TableCell>Куда</TableCell>
                <TableCell>Срок</TableCell>
                <TableCell title="Предложено / принято из нужного">Объём, т</TableCell>
                {showPrice && <TableCell>Лучшая цена</TableCell>}
                <TableCell>Предложения</TableCell>
                <TableCell>Статус</TableCell>
                {options.menu.length > 0 && (
                  <TableCell padding="checkbox" sx={{ position: 'relative' }}>
                    <Box component="span" sx={SR_ONLY}>
                      Действия
                    </Box>
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <BoardRow key={r.uuid} row={r} options={options} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {pages > 1 && (
        <Pagination
          sx={{ mt: 2 }}
          count={pages}
          page={list.page + 1}
          onChange={(_, p) => list.setPage(p - 1)}
        />
      )}
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mt: 4, mb: 1 }}>
        Сделки за 7 дней
        {data && data.dealsCount > data.deals.length && (
          <Typography component="span" color="text.secondary" sx={{ ml: 1, fontSize: 14 }}>
            последние {data.deals.length} из {data.dealsCount}
          </Typography>
        )}
      </Typography>
      <Paper variant="outlined" sx={{ p: isPhone ? 1 : 0, overflowX: 'auto' }}>
        <DealsTable
          deals={data?.deals ?? []}
          showPrice={showPrice}
          isPhone={isPhone}
          formatTime={formatTime}
        />
      </Paper>
    </Box>
  );
}
