import { queryOptions, useQuery } from '@tanstack/react-query';
import { distributionsPageReply, TRANSPORT_PAGE_SIZE } from '@kolos/domain/transport';
import { http } from '../../../shared/api/http';
import { cars, transportKeys, type DistributionsRequest } from './keys';

/**
 * SPEC 7 GET /cars/distributions/fca/page/{location}/{start}/{end}?timeZone: the deliveries of a
 * receiving point with slots in the window, 100 a page.
 */
export const distributionsQuery = (request: DistributionsRequest) =>
  queryOptions({
    queryKey: transportKeys.page(request),
    queryFn: async ({ signal }) => {
      const { location, start, end, timeZone, offset } = request;
      const path = `/cars/distributions/fca/page/${encodeURIComponent(location)}/${start}/${end}`;
      const data = await cars(() =>
        http.get(path, { query: { timeZone, offset, limit: TRANSPORT_PAGE_SIZE }, signal }),
      );
      return distributionsPageReply.parse(data);
    },
    // live slot events refresh it; this is the fallback when the stream is down
    refetchInterval: 60_000,
  });

/** Nothing is asked for until the filter is whole and valid (`request` null). */
export const useDistributions = (request: DistributionsRequest | null) =>
  useQuery({
    ...distributionsQuery(request ?? { location: '', start: 0, end: 0, timeZone: '', offset: 0 }),
    enabled: request !== null,
  });
