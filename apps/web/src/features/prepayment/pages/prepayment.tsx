import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListParams } from '../../../shared/list';
import { useSession } from '../../../shared/auth/use-session';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import { useRequests } from '../api/get-requests';
import { LimitsToolbar } from '../components/limits-toolbar';
import { PrepaymentFilter } from '../components/prepayment-filter';
import { RequestsGrid, type RequestsGridProps } from '../components/requests-grid';
import { StatusChangeDialog, type PendingChange } from '../components/status-change-dialog';
import { ARRAY_KEYS, FILTER_KEYS, toRequestsQuery } from '../lib/filter-query';

/** SPEC 2.12 'Авансирование': farmers' requests for an advance against the bank's limits. */
export function Prepayment() {
  const list = useListParams({ filters: FILTER_KEYS, arrays: ARRAY_KEYS });
  const { timeZone } = useTimeZone();
  const { can, user } = useSession();
  const requests = useRequests(toRequestsQuery(list, timeZone));
  const [pending, setPending] = useState<PendingChange | null>(null);
  const canChange = can('Prepayment', ['update']);
  const pick = useCallback<NonNullable<RequestsGridProps['onPick']>>(
    (request, action) => setPending({ request, action }),
    [],
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" gap={1}>
        <Typography color="text.secondary">
          Заявки сельхозпроизводителей на аванс в пределах лимитов банка
        </Typography>
        {/* limits belong to a purchaser: the platform admin exports but does not load them */}
        <LimitsToolbar
          canImport={user?.userType === 'purchaser' && can('Prepayment', ['create', 'update'])}
        />
      </Stack>
      <PrepaymentFilter list={list} />
      {requests.isError && <Alert severity="error">{requests.error.message}</Alert>}
      <RequestsGrid
        rows={requests.data?.list ?? []}
        total={requests.data?.total ?? 0}
        loading={requests.isFetching}
        list={list}
        {...(canChange ? { onPick: pick } : {})}
      />
      <StatusChangeDialog pending={pending} onClose={() => setPending(null)} />
    </Stack>
  );
}
