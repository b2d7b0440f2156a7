import type { Sharing } from '../access/scope';

/**
 * A framework agreement (ADR 0062): the purchaser whose text it is and the farmer's company that
 * signs it; in a session a purchaser's super-user opened as a farmer, only the acting company's.
 * Only the farmer changes it (signs); the purchaser changes the template, not the agreement.
 */
export const AGREEMENT: Sharing<'purchaser' | 'farmer'> = {
  parties: { purchaser: ['purchaser'], farmer: ['farmer'] },
  changedBy: ['farmer'],
  acting: { party: 'purchaser' },
};
