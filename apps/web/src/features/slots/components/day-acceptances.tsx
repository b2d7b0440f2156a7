import { useState } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DEFAULT_PAGE_SIZE } from '@kolos/domain';
import { formatKg, formatKopecks, formatQuality } from '@kolos/domain/acceptance';
import { useAcceptances } from '../../../shared/acceptance/acceptances-api';
import { ReceiptButton } from '../../../shared/acceptance/receipt-button';
import { ListPager } from '../../../shared/list';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import { FoldedPanel } from './folded-panel';

const COLUMNS = ['Время', 'Машина', 'Поставщик', 'Нетто', 'Зачтено', 'Убыль', 'Сумма', 'Квитанция'];

/**
 * «Приёмка за день» (issue 30): the point's acceptances of the day, newest first, a server page at
 * a time (GET /acceptances); each truck's receipt one tap away. A truck accepted anywhere is a
 * slot event, which refreshes it.
 */
export function DayAcceptances({ locationUuid, date }: { locationUuid: string; date: string }) {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(DEFAULT_PAGE_SIZE);
  const { format } = useTimeZone();
  const query = useAcceptances(
    { locationUuid, dateFrom: date, dateTo: date, offset: page * size, limit: size },
    open,
  );
  const rows = query.data?.acceptances ?? [];
  return (
    <FoldedPanel title="Приёмка за день" open={open} onOpenChange={setOpen}>
      {query.isPending ? (
        <Typography color="text.secondary">Загружаем приёмку…</Typography>
      ) : query.isError ? (
        <Typography color="error">{query.error.message}</Typography>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">За этот день машин ещё не принимали.</Typography>
      ) : (
        <>
          {/* a phone scrolls the table inside itself, the page stays put */}
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Приёмка за день">
              <TableHead>
                <TableRow>
                  {COLUMNS.map((c) => (
                    <TableCell key={c}>{c}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((a) => (
                  <TableRow key={a.uuid}>
                    <TableCell>{format(a.at, 'HH:mm')}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{a.carNumber ?? `слот № ${a.slotId}`}</TableCell>
                    <TableCell>{a.farmerCompanyName}</TableCell>
                    {a.decision === 'REFUSE' ? (
                      <TableCell colSpan={4}>Отказано в приёмке</TableCell>
                    ) : (
                      <>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatKg(a.netKg)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatKg(a.creditedKg)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatQuality(a.lossPercent)} %</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatKopecks(a.amount)}</TableCell>
                      </>
                    )}
                    <TableCell>
                      <ReceiptButton slotUuid={a.slotUuid} acceptance={a} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <ListPager
            list={{
              page,
              size,
              setPage,
              setSize: (s) => {
                setSize(s);
                setPage(0);
              },
            }}
            total={query.data?.totalCount ?? 0}
            label="Страницы приёмки"
          />
        </>
      )}
    </FoldedPanel>
  );
}
