import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useSession } from '../../../shared/auth/use-session';
import { useListParams } from '../../../shared/list';
import { useDownloadRegistry, useSettlements } from '../api/settlements-api';
import { SettlementsFilter } from '../components/settlements-filter';
import { SettlementsGrid } from '../components/settlements-grid';
import { StatementDialog } from '../components/statement-dialog';
import { UnsettledDeals } from '../components/unsettled-deals';
import { FILTER_KEYS, toSettlementsQuery } from '../lib/filter-query';

const noSelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * «Расчёты» (issue 30): the deals whose accepted trucks are not settled yet, the statements made of
 * them — filtered, paged on the server — and the bank registry of the confirmed ones. A statement
 * opens by `?statement=` in the address, so Back closes it and a link shares it.
 */
export function Settlements() {
  const { can } = useSession();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'deals' ? 'deals' : 'statements';
  const open = params.get('statement');
  const setParam = (key: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  const openStatement = (uuid: string | null) => setParam('statement', uuid);

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Расчёты
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, v: string) => setParams(v === 'deals' ? { tab: 'deals' } : {})}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="statements" label="Расчёты" />
        <Tab value="deals" label="Сделки к расчёту" />
      </Tabs>
      {tab === 'deals' ? (
        <UnsettledDeals
          mayCreate={can('Settlements', ['create'])}
          onCreated={(uuid) => setParams({ statement: uuid })}
        />
      ) : (
        <Statements onOpen={openStatement} mayPay={can('Settlements', ['update'])} />
      )}
      {open && (
        <StatementDialog
          uuid={open}
          mayChange={can('Settlements', ['update'])}
          onClose={() => openStatement(null)}
        />
      )}
    </Box>
  );
}

/** The statements' tab; the bank registry is for whoever may move statements (the update right). */
function Statements({ onOpen, mayPay }: { onOpen: (uuid: string) => void; mayPay: boolean }) {
  const { user } = useSession();
  const list = useListParams({ filters: FILTER_KEYS });
  const query = useSettlements(toSettlementsQuery(list));
  const registry = useDownloadRegistry();
  const [selection, setSelection] = useState<GridRowSelectionModel>(noSelection);
  const chosen = [...selection.ids].map(String);
  return (
    <Stack spacing={2}>
      <SettlementsFilter list={list} invitedOnly={user?.userType === 'purchaser'} />
      {mayPay && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
            Отметьте подтверждённые расчёты, чтобы выгрузить реестр платежей для банка
          </Typography>
          <Button
            variant="contained"
            disabled={chosen.length === 0}
            loading={registry.isPending}
            onClick={() => registry.mutate(chosen)}
          >
            Реестр для банка{chosen.length > 0 ? ` (${chosen.length})` : ''}
          </Button>
        </Box>
      )}
      {registry.isError && <Alert severity="error">{registry.error.message}</Alert>}
      {query.isError && <Alert severity="error">{query.error.message}</Alert>}
      <SettlementsGrid
        rows={query.data?.settlements ?? []}
        total={query.data?.totalCount ?? 0}
        loading={query.isFetching}
        list={list}
        {...(mayPay ? { selection, onSelect: setSelection } : {})}
        onOpen={(row) => onOpen(row.uuid)}
      />
    </Stack>
  );
}
