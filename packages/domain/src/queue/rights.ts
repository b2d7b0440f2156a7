import type { AccessSubject } from '../access/check';
import type { Sharing } from '../access/scope';

/**
 * SPEC 6 'Настройки очереди: param showSlotsParams, create'. Like ShowEditContract this param
 * grants (hidePrice hides): a day's queue settings are changed only by a role whose 'Slots'
 * policy carries it with Create (an admin always).
 */
export function showsSlotsParams(subject: AccessSubject | null): boolean {
  if (!subject) return false;
  if (subject.userType === 'admin') return true;
  return subject.policies.some(
    (p) =>
      p.resource.routeName === 'Slots' &&
      p.resource.params.includes('showSlotsParams') &&
      p.accessRights.some((r) => r === '*' || r === 'create'),
  );
}

/**
 * A slot (ADR 0062): the purchaser whose point it is and the farmer company delivering; in an
 * impersonated session only the acting purchaser's (ADR 0014). Staff change any slot of their
 * company's points, a farmer only his own (and only by a transfer).
 */
export const SLOT: Sharing<'owner' | 'farmer'> = {
  parties: { owner: ['purchaser'], farmer: ['farmer'] },
  acting: { party: 'owner' },
};
