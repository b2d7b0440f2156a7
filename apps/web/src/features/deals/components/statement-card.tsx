import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatKg, formatKopecks } from '@kolos/domain/acceptance';
import type { SettlementRowWire } from '@kolos/domain/settlements';
import { dealLabel } from '../../../shared/settlements/settlement-wire';
import { SettlementStatusChip, statementTitle } from '../../../shared/settlements/statement-figures';
import { useTimeZone } from '../../../shared/time/use-time-zone';

/** One statement in the farmer's list: what he is paid for it and what went to his advance. */
export function StatementCard({ statement, onOpen }: { statement: SettlementRowWire; onOpen: () => void }) {
  const { format } = useTimeZone();
  const title = statementTitle(statement);
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', overflow: 'hidden' }}>
      <ButtonBase
        onClick={onOpen}
        aria-label={`${title}, к оплате ${formatKopecks(statement.payable)}`}
        sx={{ display: 'block', width: '100%', textAlign: 'left', p: 2 }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            {title}
            <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
              {' '}
              от {format(statement.createdAt, 'DD.MM.YYYY')}
            </Typography>
          </Typography>
          <SettlementStatusChip status={statement.status} />
        </Box>
        <Typography color="text.secondary">
          {dealLabel(statement)}
          {statement.productTitle ? `, ${statement.productTitle}` : ''}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1 }}
        >
          <Figure term="Зачётный вес" value={formatKg(statement.creditedKg)} />
          <Figure term="К оплате" value={formatKopecks(statement.payable)} strong />
          <Figure term="Сумма" value={formatKopecks(statement.amount)} />
          <Figure term="Погашено аванса" value={formatKopecks(statement.prepaymentRepaid)} />
        </Box>
      </ButtonBase>
    </Paper>
  );
}

function Figure({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 400, fontSize: strong ? 18 : 16 }}>
        {value}
      </Typography>
    </Box>
  );
}
