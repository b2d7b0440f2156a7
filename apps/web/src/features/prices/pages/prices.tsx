import { useCallback } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRICES_MSG, type PriceBoardCrop } from '@kolos/domain/prices';
import { useSession } from '../../../shared/auth/use-session';
import { CropFilter } from '../../../shared/reference';
import { pathTo } from '../../../shared/routing/paths';
import { useTimeZone } from '../../../shared/time/use-time-zone';
import { usePriceBoard } from '../api/get-price-board';
import { PriceCard } from '../components/price-card';
import { CardList } from '../../../shared/ui/card-list';

/**
 * Prices («Цены», issue 29 point 21): for each crop, the running tenders the farmer may offer on,
 * priced at his farm (the posted price less the haul from his best shipping point by the tariffs),
 * best first, with the distance, the closing time and one tap to the offer form. The crop is in
 * the URL; trading events refresh the board (docs/prices.md).
 */
export function Prices() {
  const [params, setParams] = useSearchParams();
  const productUuid = params.get('productUuid') ?? undefined;
  const board = usePriceBoard(productUuid);
  const { can, allows } = useSession();
  const { format } = useTimeZone();
  const formatTime = useCallback((d: Date) => format(d), [format]);
  const showPrice = allows('AuctionsList', 'hidePrice');
  const mayOffer = can('Offer', ['update']) && allows('AuctionsList', 'hideActions');
  const setCrop = (uuid: string | undefined) =>
    setParams(uuid ? { productUuid: uuid } : {}, { replace: true });
  const crops = board.data?.crops ?? [];
  const noShippingPoint = board.data?.noShippingPoint ?? false;

  return (
    <Box sx={{ maxWidth: 1280 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 0.5 }}>
        Цены
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, fontSize: 14 }}>
        {showPrice
          ? 'Цена торгов на вашем складе: цена на пункте приёмки минус доставка от вашей точки отгрузки по тарифам. Лучшие — первыми.'
          : 'Торги, на которые вы можете сделать предложение: сначала те, что закончатся раньше.'}
      </Typography>
      <Box sx={{ maxWidth: 360, mb: 2 }}>
        <CropFilter value={productUuid} onChange={setCrop} />
      </Box>
      {noShippingPoint && (
        <Alert
          severity="info"
          sx={{ mb: 2, alignItems: 'center' }}
          action={
            <Button
              component={RouterLink}
              to={pathTo('ShippingPointView', { uuid: 'create' })}
              color="inherit"
              sx={{ minHeight: 44 }}
            >
              Добавить точку
            </Button>
          }
        >
          {PRICES_MSG.noPoint}
        </Alert>
      )}
      {board.isPending ? (
        <Typography color="text.secondary">Загружаем цены…</Typography>
      ) : board.isError ? (
        <Typography color="error">{board.error.message}</Typography>
      ) : crops.length === 0 ? (
        <Typography color="text.secondary">{PRICES_MSG.empty}</Typography>
      ) : (
        <Stack spacing={3}>
          {crops.map((crop) => (
            <CropSection
              key={crop.productUuid}
              crop={crop}
              limit={board.data.limit}
              onlyCrop={productUuid !== undefined}
              onShowAll={() => setCrop(crop.productUuid)}
            >
              {crop.rows.map((row) => (
                <PriceCard
                  key={row.auctionUuid}
                  row={row}
                  noShippingPoint={noShippingPoint}
                  showPrice={showPrice}
                  mayOffer={mayOffer}
                  formatTime={formatTime}
                />
              ))}
            </CropSection>
          ))}
        </Stack>
      )}
    </Box>
  );
}

interface SectionProps {
  crop: PriceBoardCrop;
  limit: number;
  onlyCrop: boolean;
  onShowAll: () => void;
  children: React.ReactNode;
}

/** One crop's ladder: its name, how many of its tenders are shown, the cards. */
function CropSection({ crop, limit, onlyCrop, onShowAll, children }: SectionProps) {
  const more = crop.total > crop.rows.length;
  return (
    <Box component="section" aria-labelledby={`crop-${crop.productUuid}`}>
      <Stack direction="row" alignItems="center" flexWrap="wrap" columnGap={2} sx={{ mb: 1 }}>
        <Typography id={`crop-${crop.productUuid}`} component="h2" sx={{ fontWeight: 700, fontSize: 18 }}>
          {crop.product}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: 14 }}>
          {more ? `${crop.rows.length} лучших из ${crop.total}` : `торгов: ${crop.total}`}
        </Typography>
        {more && !onlyCrop && (
          <Button onClick={onShowAll} sx={{ minHeight: 44, ml: { sm: 'auto' } }}>
            Все торги культуры
          </Button>
        )}
        {more && onlyCrop && (
          <Typography color="text.secondary" sx={{ fontSize: 13 }}>
            Показаны первые {limit}
          </Typography>
        )}
      </Stack>
      <CardList>{children}</CardList>
    </Box>
  );
}
