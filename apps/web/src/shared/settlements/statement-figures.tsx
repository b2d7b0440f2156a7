import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatKg, formatKopecks, formatPerTon } from '@kolos/domain/acceptance';
import { useIsPhone } from '../trading';
import {
  SETTLEMENT_STATUS_LABELS,
  type SettlementStatus,
  type SettlementWire,
} from '@kolos/domain/settlements';

const STATUS_COLORS: Record<SettlementStatus, 'default' | 'info' | 'success' | 'error'> = {
  SETTLEMENT_DRAFT: 'default',
  SETTLEMENT_CONFIRMED: 'info',
  SETTLEMENT_PAID: 'success',
  SETTLEMENT_CANCELED: 'error',
};

export function SettlementStatusChip({ status }: { status: SettlementStatus }) {
  return <Chip size="small" color={STATUS_COLORS[status]} label={SETTLEMENT_STATUS_LABELS[status]} />;
}

/** 'Расчёт № 12' — the statement's name in titles and labels. */
export const statementTitle = (s: Pick<SettlementWire, 'number'>) => `Расчёт № ${s.number}`;

type Totals = Pick<SettlementWire, 'creditedKg' | 'amount' | 'vat' | 'prepaymentRepaid' | 'payable'>;

/**
 * The statement's five totals: what was credited and what it costs, the НДС in it, what went to
 * repay the farmer's advance and what is left to pay him — the last in bold, it is what he gets.
 */
export function StatementTotals({ statement }: { statement: Totals }) {
  const lines: [string, string][] = [
    ['Зачётный вес', formatKg(statement.creditedKg)],
    ['Сумма', formatKopecks(statement.amount)],
    ['В т. ч. НДС', statement.vat === null ? 'Без НДС' : formatKopecks(statement.vat)],
    ['Погашено аванса', formatKopecks(statement.prepaymentRepaid)],
  ];
  return (
    <Box
      component="dl"
      aria-label="Итоги расчёта"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        rowGap: 0.5,
        '& dd': { pl: 2 },
      }}
    >
      {lines.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'right', whiteSpace: 'nowrap' }}>
            {value}
          </Typography>
        </Box>
      ))}
      <Typography component="dt" sx={{ fontWeight: 700, pt: 0.5, borderTop: 1, borderColor: 'divider' }}>
        К оплате
      </Typography>
      <Typography
        component="dd"
        sx={{
          m: 0,
          pt: 0.5,
          borderTop: 1,
          borderColor: 'divider',
          fontWeight: 700,
          fontSize: 18,
          textAlign: 'right',
          whiteSpace: 'nowrap',
        }}
      >
        {formatKopecks(statement.payable)}
      </Typography>
    </Box>
  );
}

const ticket = (t: string | null) => (t ? `Талон № ${t}` : 'Без талона');

/** The statement's trucks: a table on a wide screen, a list of short cards on a phone. */
export function StatementLines({ lines }: { lines: SettlementWire['lines'] }) {
  const phone = useIsPhone();
  if (phone) {
    return (
      <Box component="ul" aria-label="Машины в расчёте" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {lines.map((line, i) => (
          <Box
            component="li"
            key={line.slotUuid}
            sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
            aria-label={`Машина ${i + 1}: ${ticket(line.ticketNumber)}`}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{ticket(line.ticketNumber)}</Typography>
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {formatKopecks(line.amount)}
              </Typography>
            </Box>
            {line.carNumber && (
              <Typography variant="body2" color="text.secondary">
                {line.carNumber}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              нетто {formatKg(line.netKg)} · зачёт {formatKg(line.creditedKg)} ·{' '}
              {formatPerTon(line.pricePerTon)}
            </Typography>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Машины в расчёте">
        <TableHead>
          <TableRow>
            <TableCell>Талон</TableCell>
            <TableCell>Машина</TableCell>
            <TableCell align="right">Нетто</TableCell>
            <TableCell align="right">Зачётный вес</TableCell>
            <TableCell align="right">Цена</TableCell>
            <TableCell align="right">Сумма</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.slotUuid}>
              <TableCell>{line.ticketNumber ?? '—'}</TableCell>
              <TableCell>{line.carNumber ?? '—'}</TableCell>
              <TableCell align="right">{formatKg(line.netKg)}</TableCell>
              <TableCell align="right">{formatKg(line.creditedKg)}</TableCell>
              <TableCell align="right">{formatPerTon(line.pricePerTon)}</TableCell>
              <TableCell align="right">{formatKopecks(line.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * What the statement repaid of the farmer's advances, request by request (issue 30: oldest
 * first, on confirmation); nothing while it is a draft or after a cancel reversed it.
 */
export function RepaymentsNote({
  statement,
  lead,
}: {
  statement: Pick<SettlementWire, 'prepaymentRepaid' | 'repayments'>;
  /** «Из суммы погашен ваш аванс» to the farmer, «…аванс сельхозпроизводителя» to staff. */
  lead: string;
}) {
  if (statement.prepaymentRepaid === 0) return null;
  return (
    <Box>
      <Typography>
        {lead}: {formatKopecks(statement.prepaymentRepaid)}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {statement.repayments.map((r) => (
          <Typography component="li" variant="body2" color="text.secondary" key={r.requestUuid}>
            заявка № {r.requestId}: {formatKopecks(r.amount)}
            {r.closes ? ', аванс погашен полностью' : ''}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
