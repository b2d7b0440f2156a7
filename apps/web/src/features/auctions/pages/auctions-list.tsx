import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePrefetchQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { AuctionWire } from '@kolos/domain/trading';
import { useSession } from '../../../shared/auth/use-session';
import { useListParams } from '../../../shared/list/use-list-params';
import { pathTo } from '../../../shared/routing/paths';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import { numberLabel, useIsPhone } from '../../../shared/trading';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useCancelAuction } from '../api/cancel-auction';
import { auctionsQueryOptions, useAuctions } from '../api/get-auctions';
import { AuctionCards } from '../components/auction-cards';
import { AuctionFilters } from '../components/auction-filters';
import { ExtendDialog } from '../components/extend-dialog';
import { FarmerNoAuctions } from '../components/farmer-no-auctions';
import { AUCTION_ARRAYS, AUCTION_FILTERS, auctionListRequest } from '../lib/filters';
import { auctionActions, type AuctionAction } from '../lib/row-actions';

// DataGrid's chunk is asked for beside the page's data, not after it
const gridModule = import('../components/auctions-grid');
const AuctionsGrid = lazy(async () => ({ default: (await gridModule).AuctionsGrid }));

const NO_ROWS: AuctionWire[] = [];

/**
 * Issue 15 AuctionsList ('Торги'). A purchaser's staff see their company's auctions (an admin all)
 * with the row menu their rights allow; a farmer, on the same route and from the same call, the
 * auctions matched to him, with 'Сделать предложение'. hidePrice and hideActions of the
 * 'AuctionsList' policy take the price column and every action away (SPEC 6 param check).
 */
export function AuctionsList() {
  const navigate = useNavigate();
  const { user, can, allows } = useSession();
  const farmer = user?.userType === 'farmer';
  const isPhone = useIsPhone();
  const { format } = useTimeZone();
  const list = useListParams({ filters: AUCTION_FILTERS, arrays: AUCTION_ARRAYS });
  const request = auctionListRequest(list);
  usePrefetchQuery(auctionsQueryOptions(request));
  const { data, isFetching } = useAuctions(request);
  const cancel = useCancelAuction();
  const [canceling, setCanceling] = useState<AuctionWire | null>(null);
  const [extending, setExtending] = useState<AuctionWire | null>(null);

  const showPrice = allows('AuctionsList', 'hidePrice');
  const hideActions = !allows('AuctionsList', 'hideActions');
  const mayCreate = !farmer && !hideActions && can('Auction', ['create']);
  const mayOpen = !farmer && can('Auction', ['create', 'update']);
  const rights = useMemo(
    () => ({
      update: !farmer && can('Auction', ['update']),
      cancel: !farmer && (can('Auction', ['delete']) || can('Auction', ['update'])),
      offer: farmer && can('Offer', ['update']),
      hideActions,
    }),
    [farmer, can, hideActions],
  );
  const actionsOf = useCallback((a: AuctionWire) => auctionActions(a.status, rights), [rights]);
  const onAction = useCallback(
    (a: AuctionWire, action: AuctionAction) => {
      if (action === 'offer') navigate(`${pathTo('Offer')}?auction=${a.uuid}`);
      else if (action === 'edit') navigate(`${pathTo('Auction', { uuid: a.uuid })}?edit=1`);
      else if (action === 'results') navigate(pathTo('Auction', { uuid: a.uuid }));
      else if (action === 'extend') setExtending(a);
      else setCanceling(a);
    },
    [navigate],
  );
  const onOpen = useCallback((a: AuctionWire) => navigate(pathTo('Auction', { uuid: a.uuid })), [navigate]);
  const formatTime = useCallback((d: Date) => format(d), [format]);

  const { filtered, clearFilters } = list;
  const empty = useMemo(
    () => (
      <Stack alignItems="center" justifyContent="center" spacing={1} sx={{ height: '100%', py: 4 }}>
        {farmer && !filtered ? (
          <FarmerNoAuctions />
        ) : (
          <Typography color="text.secondary">Торгов не найдено.</Typography>
        )}
        {filtered && (
          <Button size="small" onClick={clearFilters}>
            Сбросить фильтр
          </Button>
        )}
      </Stack>
    ),
    [farmer, filtered, clearFilters],
  );

  return (
    <Box>
      <Stack direction="row" alignItems="center" spacing={2} useFlexGap flexWrap="wrap" sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mr: 'auto' }}>
          Торги
        </Typography>
        {mayCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(pathTo('Auction'))}>
            Создать торги
          </Button>
        )}
      </Stack>
      {farmer && (
        <Typography color="text.secondary" sx={{ mb: 2, fontSize: 14 }}>
          Торги закупщиков в регионах ваших точек отгрузки (торги с доставкой — и в регионе из адреса
          организации) и торги, где вы уже сделали предложение.
        </Typography>
      )}
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <AuctionFilters list={list} farmer={farmer} />
      </Paper>
      {isPhone ? (
        <AuctionCards
          rows={data?.auctions ?? NO_ROWS}
          rowCount={data?.totalCount ?? 0}
          page={list.page}
          size={list.size}
          setPage={list.setPage}
          empty={empty}
          showPrice={showPrice}
          actionsOf={actionsOf}
          onAction={onAction}
          formatTime={formatTime}
        />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 88px)', minHeight: 420 }}>
          <Suspense fallback={<Box sx={{ flex: 1, border: 1, borderColor: 'divider', borderRadius: 1 }} />}>
            <AuctionsGrid
              list={list}
              rows={data?.auctions ?? NO_ROWS}
              rowCount={data?.totalCount ?? 0}
              loading={isFetching}
              onOpen={mayOpen ? onOpen : undefined}
              empty={empty}
              showPrice={showPrice}
              farmer={farmer}
              showOwner={user?.userType === 'admin'}
              actionsOf={actionsOf}
              onAction={onAction}
              formatTime={formatTime}
            />
          </Suspense>
        </Box>
      )}
      <ExtendDialog auction={extending} onClose={() => setExtending(null)} />
      <ConfirmDialog
        open={canceling !== null}
        title="Отменить торги?"
        text={
          canceling
            ? `Торги ${numberLabel(canceling.number)}: ${canceling.product.payload.title}, ${canceling.volume} т. Активные предложения будут отклонены.`
            : undefined
        }
        confirmText="Отменить торги"
        cancelText="Не отменять"
        destructive
        loading={cancel.isPending}
        onConfirm={() => {
          if (canceling)
            void cancel
              .mutateAsync(canceling.uuid)
              .catch(() => undefined)
              .finally(() => setCanceling(null));
        }}
        onCancel={() => setCanceling(null)}
      />
    </Box>
  );
}
