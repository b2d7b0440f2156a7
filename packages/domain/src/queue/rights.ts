import type { AccessSubject } from '../access/check';

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
