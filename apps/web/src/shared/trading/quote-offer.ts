import { useQuery } from '@tanstack/react-query';
import type { DeliveryType } from '@kolos/domain/contracts';
import { offerQuoteReply, type OfferQuoteReply } from '@kolos/domain/trading';
import { http } from '../api/http';
import { useSettledValue } from '../hooks/use-settled-value';
import { offerKeys } from './trading-keys';
import { offersService } from './trading-service';

export interface QuoteInput {
  auctionUuid: string;
  /** A trader's phone deal names the farmer company; a farmer's is his own. */
  farmerCompanyUuid?: string | null;
  farmerLocationUuid: string | null;
  deliveryType: DeliveryType | undefined;
  price: number | null | undefined;
}

/**
 * POST /v2/offers/quote: the haul, premium and landed price the server would store for these terms
 * (the same computation as the offer write), asked while the form is filled. Nothing is asked until
 * the terms can be priced (a delivery type, a price, and for FCA a point); a refusal shows as no quote.
 */
export function useOfferQuote(input: QuoteInput): { quote: OfferQuoteReply | null; pending: boolean } {
  const settled = useSettledValue(input);
  const ready =
    Boolean(settled.deliveryType) &&
    typeof settled.price === 'number' &&
    settled.price > 0 &&
    (settled.deliveryType !== 'BUYER' || Boolean(settled.farmerLocationUuid));
  const query = useQuery({
    queryKey: [...offerKeys.all, 'quote', settled],
    queryFn: async ({ signal }): Promise<OfferQuoteReply> =>
      offerQuoteReply.parse(
        await offersService(() =>
          http.post(
            '/v2/offers/quote',
            {
              auctionUuid: settled.auctionUuid,
              farmerCompanyUuid: settled.farmerCompanyUuid ?? null,
              farmerLocationUuid: settled.farmerLocationUuid,
              deliveryType: settled.deliveryType,
              price: settled.price,
            },
            { signal, notify: false },
          ),
        ),
      ),
    enabled: ready,
    retry: false,
    staleTime: 60_000,
    // While a new price is asked, the haul of the same point and delivery type still holds (it does
    // not depend on the price): the box keeps it instead of blinking; another point's is dropped.
    placeholderData: (previous, previousQuery) => {
      const was = previousQuery?.queryKey[3] as QuoteInput | undefined;
      return was &&
        was.farmerLocationUuid === settled.farmerLocationUuid &&
        was.deliveryType === settled.deliveryType &&
        was.farmerCompanyUuid === settled.farmerCompanyUuid
        ? previous
        : undefined;
    },
  });
  // Until the new point settles, the quote at hand is another point's haul: not shown.
  const current =
    settled.farmerLocationUuid === input.farmerLocationUuid &&
    settled.deliveryType === input.deliveryType &&
    settled.farmerCompanyUuid === input.farmerCompanyUuid;
  return {
    quote: current ? (query.data ?? null) : null,
    pending: (ready && query.isFetching) || !current,
  };
}
