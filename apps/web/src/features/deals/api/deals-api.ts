import { useQuery } from '@tanstack/react-query';
import type { DealsReply } from '@kolos/domain/deals';
import { http } from '../../../shared/api/http';
import { service } from '../../../shared/api/service';
import { SLOTS_ROOT } from '../../../shared/live';

const deals = service('deals');

/** Under the queue's root: every slot event (booked, truck named, unloaded) refreshes the tonnes. */
const dealsKey = [...SLOTS_ROOT, 'deals'] as const;

/** GET /user/personal/deals: the farmer's deals with their tonnes and next slot. */
export const useMyDeals = () =>
  useQuery({
    queryKey: dealsKey,
    queryFn: ({ signal }) => deals(() => http.get<DealsReply>('/user/personal/deals', { signal })),
    // live events refresh it; this is the fallback when the stream is down
    refetchInterval: 60_000,
  });
