import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OfferStatus, OfferWire } from '@kolos/domain/trading';
import { useSession } from '../../../shared/auth/use-session';
import { useListParams } from '../../../shared/list/use-list-params';
import { pathTo } from '../../../shared/routing/paths';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import { wireToDate } from '../../../shared/trading';
import { useOffers } from '../api/get-offers';
import { useStatusCounts } from '../api/get-status-counts';
import { OFFER_ARRAYS, OFFER_FILTERS, offerListRequest } from '../lib/filters';
import { OfferFilters } from './offer-filters';

const gridModule = import('./offers-grid');
const OffersGrid = lazy(async () => ({ default: (await gridModule).OffersGrid }));

const NO_ROWS: OfferWire[] = [];

/** Issue 15 Offers for a purchaser's staff: every offer made to the company, filtered and sorted. */
export function StaffOffers() {
  const navigate = useNavigate();
  const { can, allows } = useSession();
  const { format } = useTimeZone();
  const list = useListParams({ filters: OFFER_FILTERS, arrays: OFFER_ARRAYS });
  const request = offerListRequest(list);
  const { data, isFetching } = useOffers(request);
  const { statuses: _s, offset: _o, limit: _l, sortField: _f, sortDirection: _d, ...countFilter } = request;
  const counts = useStatusCounts(countFilter);
  const countOf = useMemo(() => {
    const result: Partial<Record<OfferStatus, number>> = {};
    for (const c of counts.data ?? []) result[c.status] = c.count;
    return result;
  }, [counts.data]);
  const formatTime = useCallback(
    (wire: string) => {
      const date = wireToDate(wire) ?? new Date(wire);
      return Number.isNaN(date.getTime()) ? wire : format(date);
    },
    [format],
  );
  const onOpen = useCallback((o: OfferWire) => navigate(pathTo('Offer', { uuid: o.uuid })), [navigate]);
  const empty = useMemo(
    () => (
      <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', color: 'text.secondary' }}>
        Предложений не найдено.
      </Box>
    ),
    [],
  );
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Предложения
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <OfferFilters list={list} counts={countOf} />
      </Paper>
      <Box sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 88px)', minHeight: 420 }}>
        <Suspense fallback={<Box sx={{ flex: 1, border: 1, borderColor: 'divider', borderRadius: 1 }} />}>
          <OffersGrid
            list={list}
            rows={data?.offers ?? NO_ROWS}
            rowCount={data?.totalCount ?? 0}
            loading={isFetching}
            showPrice={allows('AuctionsList', 'hidePrice') && allows('Offers', 'hidePrice')}
            formatTime={formatTime}
            onOpen={can('Offer', ['update']) ? onOpen : undefined}
            empty={empty}
          />
        </Suspense>
      </Box>
    </Box>
  );
}
