import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CardList } from '../../../shared/ui/card-list';
import { useMyStatements } from '../api/statements-api';
import { StatementCard } from './statement-card';
import { StatementView } from './statement-view';

const PAGE = 12;

/**
 * The farmer's settlement statements (issue 30): what each delivery brought, what repaid his
 * advance; a statement opens by `?statement=` so Back closes it. Confirmed or paid by the
 * purchaser, it changes here by the live event.
 */
export function MyStatements() {
  const [limit, setLimit] = useState(PAGE);
  const query = useMyStatements(limit);
  const [params, setParams] = useSearchParams();
  const open = params.get('statement');
  const statements = query.data?.settlements ?? [];
  const total = query.data?.totalCount ?? 0;
  return (
    <Box component="section" aria-label="Расчёты">
      {query.isPending ? (
        <Typography color="text.secondary">Загружаем расчёты…</Typography>
      ) : query.isError ? (
        <Alert severity="error">{query.error.message}</Alert>
      ) : statements.length === 0 ? (
        <Typography color="text.secondary">
          Расчётов пока нет: покупатель составит расчёт по принятым машинам.
        </Typography>
      ) : (
        <>
          <CardList>
            {statements.map((s) => (
              <StatementCard
                key={s.uuid}
                statement={s}
                onOpen={() => setParams({ tab: 'statements', statement: s.uuid })}
              />
            ))}
          </CardList>
          {total > statements.length && (
            <Button
              fullWidth
              variant="outlined"
              sx={{ mt: 1.5, minHeight: 48 }}
              loading={query.isFetching}
              onClick={() => setLimit((l) => l + PAGE)}
            >
              Показать ещё
            </Button>
          )}
        </>
      )}
      {open && <StatementView uuid={open} onClose={() => setParams({ tab: 'statements' })} />}
    </Box>
  );
}
