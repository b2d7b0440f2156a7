import { queryOptions, useQuery } from '@tanstack/react-query';
import { offerDetailsWire, type OfferDetailsWire } from '@kolos/domain/trading';
import { http } from '../../../shared/api/http';
import { offerKeys, offersService } from '../../../shared/trading';

/** SPEC 7 GET /offers/get/{id}: the offer with its history. A missing one is the page's to report. */
export async function getOffer(uuid: string, signal?: AbortSignal): Promise<OfferDetailsWire> {
  const data = await offersService(() =>
    http.get(`/offers/get/${encodeURIComponent(uuid)}`, { signal, notify: false }),
  );
  return offerDetailsWire.parse(data);
}

export const offerQueryOptions = (uuid: string | null) =>
  queryOptions({
    queryKey: offerKeys.detail(uuid ?? ''),
    queryFn: ({ signal }) => getOffer(uuid!, signal),
    enabled: uuid !== null,
    retry: false,
  });

export const useOffer = (uuid: string | null) => useQuery(offerQueryOptions(uuid));
