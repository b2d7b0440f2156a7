import { describe, expect, it } from 'vitest';
import { fleetCarBody } from './schemas';
import { displayPlate, fleetPlate } from './plate';
import { FLEET_MSG } from './messages';

describe('issue 29 point 16: a saved plate — upper case, no spaces, Latin look-alikes as Cyrillic', () => {
  it.each([
    ['а123вс 161', 'А123ВС161'],
    ['A123BC 161', 'А123ВС161'],
    ['a 123 bc 77', 'А123ВС77'],
    ['x777kx 799', 'Х777КХ799'],
    ['M001OP 23', 'М001ОР23'],
    ['eah 123', 'ЕАН123'],
    ['ty1234 61', 'ТУ123461'],
    ['ё001ёё77', 'Е001ЕЕ77'],
  ])('%s → %s', (typed, kept) => expect(fleetPlate(typed)).toBe(kept));

  it.each([
    ['А123ВС161', 'А123ВС 161'],
    ['АВ123461', 'АВ1234 61'],
  ])('%s is shown %s', (kept, shown) => expect(displayPlate(kept)).toBe(shown));
});

describe('a truck is a Russian plate: the tractor a vehicle’s, the trailer a trailer’s', () => {
  it.each([
    [
      { number: 'a123bc161', trailerNumber: 'ab 1234 61' },
      { number: 'А123ВС161', trailerNumber: 'АВ123461' },
    ],
    [{ number: 'А123ВС 77' }, { number: 'А123ВС77', trailerNumber: null }],
    [
      { number: 'А123ВС 77', trailerNumber: '' },
      { number: 'А123ВС77', trailerNumber: null },
    ],
  ])('%j is kept as %j', (input, kept) => expect(fleetCarBody.parse(input)).toEqual(kept));

  it.each([
    [{ number: '' }, 'Заполните поле'],
    [{ number: 'Б123ВС77' }, FLEET_MSG.badTractor],
    [{ number: 'А12ВС77' }, FLEET_MSG.badTractor],
    [{ number: 'А123ВС7' }, FLEET_MSG.badTractor],
    [{ number: 'А123ВС7777' }, FLEET_MSG.badTractor],
    [{ number: 'АВ123477' }, FLEET_MSG.badTractor],
    [{ number: 'А123ВС77', trailerNumber: 'А123ВС77' }, FLEET_MSG.badTrailer],
    [{ number: 'А123ВС77', trailerNumber: 'ЯЯ123477' }, FLEET_MSG.badTrailer],
  ])('%j is refused: %s', (input, message) => {
    const result = fleetCarBody.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
