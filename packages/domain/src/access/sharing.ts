import type { Sharing } from './scope';

/*
 * Who sees and changes which kind of row (ADR 0062), in one place beside the route catalogue.
 * The API writes each as SQL (`visibleTo` in apps/api/src/platform/scope), the UI and services
 * test loaded rows with `canSee` / `canChange`. A new kind of row adds one entry here.
 */

/**
 * A row one company owns (contracts and premiums on the purchaser's side, purchase territories,
 * roles, users): its own company's people reach it, a platform admin every company's.
 */
export const OWNED: Sharing<'owner'> = { parties: { owner: 'any' } };

/**
 * A company's card: its own people see it; a purchaser's staff also every farmer's card (they
 * pick suppliers from them, ADR 0010) — a farmer company counts as published.
 */
export const COMPANY_CARD: Sharing<'self'> = { parties: { self: 'any' }, publishedTo: ['purchaser'] };

/**
 * A location (ADR 0020): the owner's company; a purchaser also the farmers' points his company
 * entered (`author`) and, to read only, the shipping points farmers entered themselves (published).
 * In an impersonated session the farmer reaches his own entries and the acting company's (ADR 0014).
 */
export const LOCATION: Sharing<'owner' | 'author'> = {
  parties: { owner: 'any', author: ['purchaser'] },
  publishedTo: ['purchaser'],
  acting: { party: 'author', orNobody: true },
};

/**
 * A prepayment request: the purchaser whose limit it stands on and the farmer who filed it; in an
 * impersonated session only those to the acting company (ADR 0014).
 */
export const PREPAYMENT_REQUEST: Sharing<'purchaser' | 'farmer'> = {
  parties: { purchaser: ['purchaser'], farmer: ['farmer'] },
  acting: { party: 'purchaser' },
};

/**
 * A slot of the electronic queue (issue 17): the purchaser whose acceptance point it is and the
 * farmer company delivering; in an impersonated session only slots at the acting company's points.
 */
export const SLOT: Sharing<'owner' | 'farmer'> = {
  parties: { owner: ['purchaser'], farmer: ['farmer'] },
  acting: { party: 'owner' },
};

/**
 * A third-party deal (task, issue 17): the purchaser who entered it reads and changes it, the
 * farmer delivering only reads it; in an impersonated session only the acting company's.
 */
export const TASK: Sharing<'purchaser' | 'farmer'> = {
  parties: { purchaser: ['purchaser'], farmer: ['farmer'] },
  changedBy: ['purchaser'],
  acting: { party: 'purchaser' },
};

/**
 * A settlement statement (issue 30): the purchaser whose deal it settles reads and changes it, the
 * farmer company paid by it only reads it; in an impersonated session only the acting company's.
 */
export const SETTLEMENT: Sharing<'owner' | 'farmer'> = {
  parties: { owner: ['purchaser'], farmer: ['farmer'] },
  changedBy: ['owner'],
  acting: { party: 'owner' },
};
