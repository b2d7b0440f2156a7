import { answer } from '../../platform/hooks';
import { DECLINE_LIVE_OFFERS } from '../auctions';
import { declineLiveOffers } from './status';

/** What the offers answer for the auctions below them (ADR 0072). */
export const hooks = [answer(DECLINE_LIVE_OFFERS, declineLiveOffers)];
