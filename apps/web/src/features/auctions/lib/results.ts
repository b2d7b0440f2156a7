import { resultTotals, TRADING_MSG, type OfferWire } from '@kolos/domain/trading';

/** The volumes typed against the offers in the results: offer uuid → tonnes (null: not accepted). */
export type AcceptDraft = Record<string, number | null>;

/** Only an active offer can be accepted (issue 15: a countered one waits for the farmer's answer). */
export const acceptable = (offer: OfferWire): boolean => offer.status === 'OFFER_ACTIVE';

export interface ResultSummary {
  /** What POST /v2/offers/result gets. */
  items: { offerUuid: string; volume: number }[];
  /** Tonnes accepted and the landed price averaged over them (domain resultTotals). */
  volume: number;
  averageLandedPrice: number;
  /** Share of the wanted volume covered, 0..1 (may pass 1 when too much is typed). */
  covered: number;
  /** Tonnes still wanted, and tonnes typed above the auction's volume. */
  remaining: number;
  excess: number;
  /** Per offer: what is wrong with its typed volume. */
  errors: Record<string, string>;
  /** The whole thing may be sent: something accepted, nothing above an offer or the auction. */
  ready: boolean;
}

/**
 * Issue 15 'Подвести итоги' summary: the accepted volume, the average landed price, what is left
 * and what is too much — the same rules the server applies (an item ≤ its offer, the sum ≤ the
 * auction's volume), said before the trader confirms.
 */
export function resultSummary(
  offers: readonly OfferWire[],
  draft: AcceptDraft,
  wanted: number,
): ResultSummary {
  const errors: Record<string, string> = {};
  const chosen: { offerUuid: string; volume: number; landedPrice: number }[] = [];
  for (const offer of offers) {
    const volume = draft[offer.uuid];
    if (!volume || volume <= 0 || !acceptable(offer)) continue;
    if (!Number.isInteger(volume)) errors[offer.uuid] = 'Введите целое число тонн';
    else if (volume > offer.volume) errors[offer.uuid] = TRADING_MSG.resultAboveOffer(offer.volume);
    chosen.push({ offerUuid: offer.uuid, volume, landedPrice: offer.landedPrice ?? offer.price ?? 0 });
  }
  const totals = resultTotals(chosen);
  const excess = Math.max(0, totals.volume - wanted);
  return {
    items: chosen.map(({ offerUuid, volume }) => ({ offerUuid, volume })),
    volume: totals.volume,
    averageLandedPrice: totals.averageLandedPrice,
    covered: wanted > 0 ? totals.volume / wanted : 0,
    remaining: Math.max(0, wanted - totals.volume),
    excess,
    errors,
    ready: chosen.length > 0 && excess === 0 && Object.keys(errors).length === 0,
  };
}

/**
 * 'По рангу': the cheapest landed offers first, each whole while the wanted volume lasts, the
 * last one in part — what a trader does by hand, as a starting point to adjust.
 */
export function fillByRank(offers: readonly OfferWire[], wanted: number): AcceptDraft {
  const draft: AcceptDraft = {};
  let left = wanted;
  const ranked = offers
    .filter(acceptable)
    .sort(
      (a, b) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || (a.landedPrice ?? 0) - (b.landedPrice ?? 0),
    );
  for (const offer of ranked) {
    const take = Math.min(offer.volume, left);
    draft[offer.uuid] = take > 0 ? take : null;
    left -= take;
  }
  return draft;
}
