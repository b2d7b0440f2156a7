import { describe, expect, it } from 'vitest';
import type { AccessSubject } from '../access/check';
import { mayEditQueueDay } from './settings-access';

describe('SPEC 6 Queue settings: param showSlotsParams, create', () => {
  const subject = (
    policies: AccessSubject['policies'],
    userType: AccessSubject['userType'] = 'purchaser',
  ) => ({
    userType,
    policies,
  });
  const slots = (accessRights: AccessSubject['policies'][number]['accessRights'], params: string[] = []) => ({
    resource: { routeName: 'Slots', params },
    accessRights,
  });
  it.each([
    ['the queue settings item', subject([slots(['create'], ['showSlotsParams'])]), true],
    ['All with the param', subject([slots(['*'], ['showSlotsParams'])]), true],
    ['the queue alone (no param)', subject([slots(['*'])]), false],
    ['the param with read only', subject([slots(['read'], ['showSlotsParams'])]), false],
    ['an admin', subject([], 'admin'), true],
    ['nobody', null, false],
  ])('%s → %s', (_, who, expected) => expect(mayEditQueueDay(who)).toBe(expected));
});
