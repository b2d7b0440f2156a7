import { describe, expect, it } from 'vitest';
import { MSG } from '../common/messages';
import { arrivalNoteAt, isNoShowDue, noShowCutoff } from './arrival';
import { cleanDriverName, cleanPlate, slotCarDriverSchema, waitingStatusOf } from './driver';
import { describeSlotChange, slotChanges } from './history';
import { daysBetween, slotUpdateBody } from './slot-api';
import { SLOT_STATUS_MACHINE, WAITING_SLOT_STATUSES } from './statuses';

const slot = { startAt: new Date('2026-08-10T05:00:00Z'), endAt: new Date('2026-08-10T06:00:00Z') };

describe('arrival window (issue 17 point 4): arrivalTime minutes before the start to the end', () => {
  it.each<[string, string, 'EARLY' | 'LATE' | null]>([
    ['31 min before the start (arrivalTime 30)', '2026-08-10T04:29:00Z', 'EARLY'],
    ['exactly arrivalTime before the start', '2026-08-10T04:30:00Z', null],
    ['at the start', '2026-08-10T05:00:00Z', null],
    ['inside the slot', '2026-08-10T05:40:00Z', null],
    ['exactly at the end', '2026-08-10T06:00:00Z', null],
    ['a minute after the end', '2026-08-10T06:01:00Z', 'LATE'],
  ])('%s → %s', (_, at, note) => expect(arrivalNoteAt(slot, 30, new Date(at))).toBe(note));

  it('arrivalTime 0: only from the start', () => {
    expect(arrivalNoteAt(slot, 0, new Date('2026-08-10T04:59:00Z'))).toBe('EARLY');
  });
});

describe('no-show (issue 17 point 4): end + NO_SHOW_GRACE_MINUTES (60)', () => {
  it.each<[string, boolean]>([
    ['2026-08-10T06:59:59Z', false],
    ['2026-08-10T07:00:00Z', true],
    ['2026-08-10T09:00:00Z', true],
  ])('at %s due: %s', (now, due) => expect(isNoShowDue(slot.endAt, new Date(now))).toBe(due));

  it('the cut is an hour back', () => {
    expect(noShowCutoff(new Date('2026-08-10T07:00:00Z')).toISOString()).toBe('2026-08-10T06:00:00.000Z');
  });

  it.each(WAITING_SLOT_STATUSES)(
    'a waiting slot (%s) may become a no-show: the job never meets a refusal',
    (s) => {
      expect(SLOT_STATUS_MACHINE.allows(s, 'SLOT_NO_SHOW')).toBe(true);
    },
  );
});

describe("SPEC 5 'Driver edit': numbers and the driver's name as the masks keep them", () => {
  it.each([
    ['а123вс  61', 'А123ВС 61'],
    ['  a 777 xx-161 ', 'A 777 XX161'],
    ['Ё1!@#$%^&*()_2', 'Ё12'],
  ])('plate %j → %j', (typed, kept) => expect(cleanPlate(typed)).toBe(kept));

  it.each([
    ['Пётр  Иванов-Петров', 'Пётр Иванов-Петров'],
    ['Ivan 2 Ivanov!', 'Ivan Ivanov'],
    ['  Семён ', 'Семён'],
  ])('name %j → %j', (typed, kept) => expect(cleanDriverName(typed)).toBe(kept));

  const valid = {
    car: { number: 'а123вс 61', trailerNumber: 'ер 7788 61' },
    driver: { fullname: 'Пётр Ильич', phone: '+7 900 123-45-67' },
  };
  it('a valid form comes out cleaned: upper-case plates, the phone as plus and digits', () => {
    expect(slotCarDriverSchema.parse(valid)).toEqual({
      car: { number: 'А123ВС 61', trailerNumber: 'ЕР 7788 61' },
      driver: { fullname: 'Пётр Ильич', phone: '+79001234567' },
    });
  });

  const issue = (patch: Record<string, unknown>) => {
    const r = slotCarDriverSchema.safeParse({
      car: { ...valid.car, ...(patch.car as object) },
      driver: { ...valid.driver, ...(patch.driver as object) },
    });
    return r.success ? null : [r.error.issues[0]!.path.join('.'), r.error.issues[0]!.message];
  };
  it.each<[string, Record<string, unknown>, [string, string] | null]>([
    ['no tractor number', { car: { number: '' } }, ['car.number', MSG.required]],
    ['a tractor number of symbols only', { car: { number: '!!!' } }, ['car.number', MSG.required]],
    ['no trailer: allowed', { car: { trailerNumber: '' } }, null],
    ['no driver name', { driver: { fullname: ' ' } }, ['driver.fullname', MSG.required]],
    ['no phone', { driver: { phone: '' } }, ['driver.phone', MSG.required]],
    [
      'a short phone',
      { driver: { phone: '+7 900 123-45' } },
      ['driver.phone', 'Номер телефона должен содержать 12 символов'],
    ],
    [
      'a phone with letters',
      { driver: { phone: '+7 900 ABC-45-67' } },
      ['driver.phone', 'Номер телефона должен содержать 12 символов'],
    ],
    ['a plate too long', { car: { number: 'А'.repeat(21) } }, ['car.number', 'Не более 20 символов']],
  ])('%s', (_, patch, expected) => expect(issue(patch)).toEqual(expected));

  it.each([
    [true, true, 'SLOT_CAR_ASSIGNED'],
    [true, false, 'SLOT_BOOKED'],
    [false, true, 'SLOT_BOOKED'],
    [false, false, 'SLOT_BOOKED'],
  ])('car %s, driver %s → %s', (car, driver, status) => {
    expect(waitingStatusOf(car ? 'А123ВС 61' : null, driver ? 'Пётр Ильич' : null)).toBe(status);
  });
});

describe('slot history in words (like the offers’ history)', () => {
  it.each<[Parameters<typeof describeSlotChange>[0], string]>([
    [{ field: 'carNumber', from: null, to: 'А123ВС 61' }, 'Машина: — → А123ВС 61'],
    [{ field: 'driverFullname', from: 'Пётр Ильич', to: null }, 'Водитель: Пётр Ильич → —'],
    [{ field: 'unloadedVolume', from: null, to: '24.5' }, 'Разгружено: — → 24,5 т'],
    [{ field: 'arrivalNote', from: null, to: 'EARLY' }, 'Отметка прибытия: — → Раньше окна прибытия'],
    [
      { field: 'startAt', from: '2026-08-10T05:00:00.000Z', to: '2026-08-10T06:00:00.000Z' },
      'Время слота: 10.08.2026 08:00 → 10.08.2026 09:00',
    ],
  ])('%j → %s', (change, words) => expect(describeSlotChange(change)).toBe(words));

  it('slotChanges keeps only what changed, in a fixed order', () => {
    expect(
      slotChanges(
        { carNumber: null, driverFullname: 'А', trailerNumber: '' },
        { driverFullname: 'А', carNumber: 'Х1', trailerNumber: '' },
      ),
    ).toEqual([{ field: 'carNumber', from: null, to: 'Х1' }]);
  });
});

describe('PUT slots body', () => {
  const uuid = '0190a000-0000-7000-8000-000000000001';
  it.each<[string, Record<string, unknown>, boolean]>([
    ['a mark', { status: 'SLOT_ARRIVED' }, true],
    ['clearing car and driver', { car: null, driver: null }, true],
    ['booked is not a mark', { status: 'SLOT_BOOKED' }, false],
    ['canceled is DELETE', { status: 'SLOT_CANCELED' }, false],
    ['a zero unloaded volume', { unloadedVolume: 0 }, false],
    ['unloadStart false', { unloadStart: false }, false],
  ])('%s: valid %s', (_, patch, ok) => expect(slotUpdateBody.safeParse({ uuid, ...patch }).success).toBe(ok));
});

describe('daysBetween', () => {
  it.each<[string, string, number | null]>([
    ['2026-08-10', '2026-08-10', 1],
    ['2026-08-10', '2026-08-16', 7],
    ['2026-08-10', '2026-08-09', null],
  ])('%s..%s → %s', (a, b, n) => expect(daysBetween(a, b)).toBe(n));
});
