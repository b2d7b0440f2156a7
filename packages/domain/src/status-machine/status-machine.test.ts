import { describe, expect, it } from 'vitest';
import { allowedMoves, statusMachine } from './status-machine';

/** A small machine of its own: the generic rules must not lean on any area's table. */
const LIGHT = statusMachine<'RED' | 'GREEN' | 'OFF'>({
  moves: { RED: ['GREEN', 'OFF'], GREEN: ['RED'], OFF: [] },
  refusal: (from, to) => `Нельзя из «${from}» в «${to}»`,
});

describe('statusMachine: one shape for every area', () => {
  it('lists the stored statuses in the order of the table', () => {
    expect(LIGHT.statuses).toEqual(['RED', 'GREEN', 'OFF']);
  });

  it.each([
    ['RED', 'GREEN', true],
    ['RED', 'OFF', true],
    ['GREEN', 'RED', true],
    ['GREEN', 'OFF', false],
    ['OFF', 'RED', false],
    ['RED', 'RED', false],
    // unknown statuses on either side are never allowed, and never throw
    ['BLUE', 'RED', false],
    ['RED', 'BLUE', false],
    ['toString', 'RED', false],
    ['RED', 'toString', false],
  ])('%s → %s allowed: %s', (from, to, allowed) => expect(LIGHT.allows(from, to)).toBe(allowed));

  it('knows only its own statuses', () => {
    expect(['RED', 'OFF', 'BLUE', 'constructor'].map((s) => LIGHT.has(s))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('answers every allowed move as a pair and refuses in the area’s words', () => {
    expect(allowedMoves(LIGHT)).toEqual([
      ['RED', 'GREEN'],
      ['RED', 'OFF'],
      ['GREEN', 'RED'],
    ]);
    expect(LIGHT.refusal('OFF', 'RED')).toBe('Нельзя из «OFF» в «RED»');
  });
});
