import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DeliveryType } from '@kolos/domain/contracts';
import { offerQuoteReply, type OfferQuoteReply } from '@kolos/domain/trading';
import { http } from '../api/http';
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

const QUOTE_DELAY_MS = 400;

/** The value once it has stayed the same for `ms` (typing a price asks the server once). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
    // the key stands for the value: a new object with the same fields is no change
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ms]);
  return settled;
}

/**
 * POST /v2/offers/quote: the haul, premium and landed price the server would store for these terms
 * (the same computation as the offer write), asked while the form is filled. Nothing is asked until
 * the terms can be priced (a delivery type, a price, and for FCA a point); a refusal shows as no quote.
 */
export function useOfferQuote(input: QuoteInput): { quote: OfferQuoteReply | null; pending: boolean } {
  const settled = useSettled(input, QUOTE_DELAY_MS);
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
