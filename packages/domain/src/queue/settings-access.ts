import type { AccessSubject } from '../access/check';
import { resourceOf } from '../access/routes';

/**
 * SPEC 6 'Queue settings: param showSlotsParams, create': the day's queue settings are for a user
 * whose role holds that item — a Slots policy carrying the param with the create right (or All).
 * Unlike hidePrice, this param grants rather than hides, so paramAllows does not answer it. An
 * admin passes, as everywhere.
 */
export function mayEditQueueDay(subject: AccessSubject | null): boolean {
  if (!subject) return false;
  if (subject.userType === 'admin') return true;
  const resource = resourceOf('Slots');
  return subject.policies.some(
    (p) =>
      p.resource.routeName === resource &&
      p.resource.params.includes('showSlotsParams') &&
      p.accessRights.some((r) => r === '*' || r === 'create'),
  );
}
