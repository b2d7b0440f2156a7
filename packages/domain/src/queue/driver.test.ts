import { describe, expect, it } from 'vitest';
import type { AccessSubject } from '../access/check';
import { cleanCarNumber, cleanDriverName, slotCarDriverFields } from './driver';
import { mayEditQueueDay } from './settings-access';

const valid = {
  car: { number: 'А123ВС 161', trailerNumber: 'ВК 1234 61' },
  driver: { fullname: 'Пётр Иванов-Сидоров', phone: '+79001234567' },
};
const errorsOf = (input: unknown) => {
  const result = slotCarDriverFields.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('SPEC 5 Driver edit: numbers keep letters, digits and single spaces', () => {
  it.each([
    ['а123вс  161', 'а123вс 161'],
    ['A-123_BC/161', 'A123BC161'],
    ['Ё 1   2', 'Ё 1 2'],
    ['№ 12!', ' 12'],
  ])('%s → %s', (input, output) => expect(cleanCarNumber(input)).toBe(output));
});

describe('SPEC 5 Driver edit: the name keeps letters, spaces, hyphen and ё', () => {
  it.each([
    ['Пётр  Иванов-Сидоров', 'Пётр Иванов-Сидоров'],
    ['Ivan 2 Petrov!', 'Ivan Petrov'],
  ])('%s → %s', (input, output) => expect(cleanDriverName(input)).toBe(output));
});

describe('SPEC 5 Driver edit: the form rules and messages', () => {
  it('a valid car and driver pass, cleaned', () => {
    expect(
      slotCarDriverFields.parse({ ...valid, car: { number: ' А123ВС  161 ', trailerNumber: '' } }),
    ).toEqual({
      ...valid,
      car: { number: 'А123ВС 161', trailerNumber: '' },
    });
  });
  it.each([
    [
      'the tractor number',
      { ...valid, car: { number: '  ', trailerNumber: '' } },
      'car.number',
      'Заполните поле',
    ],
    [
      'the number of symbols only',
      { ...valid, car: { number: '#/-', trailerNumber: '' } },
      'car.number',
      'Заполните поле',
    ],
    [
      'the driver name',
      { ...valid, driver: { ...valid.driver, fullname: '' } },
      'driver.fullname',
      'Заполните поле',
    ],
    ['the phone', { ...valid, driver: { ...valid.driver, phone: '' } }, 'driver.phone', 'Заполните поле'],
    [
      'a short phone',
      { ...valid, driver: { ...valid.driver, phone: '+7900123' } },
      'driver.phone',
      'Номер телефона должен содержать 12 символов',
    ],
    [
      'a phone without +7',
      { ...valid, driver: { ...valid.driver, phone: '890012345678' } },
      'driver.phone',
      'Номер телефона должен содержать 12 символов',
    ],
  ])('%s is refused', (_, input, path, message) => expect(errorsOf(input)[path]).toBe(message));
});

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
