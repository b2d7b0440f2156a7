import type { Sharing } from '../access/scope';

/**
 * A farmer company in onboarding (issue 19 point 8): the farmer's own people, and the purchaser
 * whose staff invited it; a platform admin reaches every one. Another purchaser reaches nothing.
 * Its documents follow the same rule.
 */
export const ONBOARDING_COMPANY: Sharing<'self' | 'inviter'> = {
  parties: { self: ['farmer'], inviter: ['purchaser'] },
};
