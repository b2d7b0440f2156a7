import type { Sharing } from '../access/scope';

/*
 * Who sees and changes trading rows (ADR 0062, issue 15 point 7). The API writes them as SQL
 * (apps/api/src/modules/auctions|offers/queries.ts), the web tests loaded rows with canSee /
 * canChange from the same declarations.
 */

/**
 * An auction: its purchaser's staff see and change it. A farmer sees it "published": matched to
 * him (active, his shipping point in its territory's subject, not denied) or offered on by his
 * company — the API passes that test as `published`. In a session a purchaser's super-user opened
 * as a farmer (ADR 0014) only the acting company's auctions.
 */
export const AUCTION: Sharing<'owner'> = {
  parties: { owner: ['purchaser'] },
  publishedTo: ['farmer'],
  acting: { party: 'owner' },
};

/**
 * An offer: the farmer company that made it and the purchaser whose auction it answers; both
 * change it (the farmer edits and withdraws, the purchaser counters and accepts). Nobody else sees
 * it — another farmer never does. Impersonated: only offers to the acting company.
 */
export const OFFER: Sharing<'farmer' | 'buyer'> = {
  parties: { farmer: ['farmer'], buyer: ['purchaser'] },
  acting: { party: 'buyer' },
};
