import { describe, expect, it } from 'vitest';
import { moduleHooks } from '../modules';
import { DECLINE_LIVE_OFFERS } from '../modules/auctions';
import { SLOT_DOCS, SLOT_GATE, TRUCK_NAMED } from '../modules/queue';
import { answer, hook, Hooks } from './hooks';

const PING = hook<(n: number) => number>('test.ping');

describe('hooks (ADR 0072)', () => {
  it('calls the answer an area gave', () => {
    expect(new Hooks([answer(PING, (n) => n + 1)]).of(PING)(1)).toBe(2);
  });

  it('a hook nobody answers fails its call rather than skip the step', () => {
    expect(() => new Hooks([]).of(PING)).toThrow('Hook test.ping has no answer');
  });

  it('a hook answered twice stops the start', () => {
    expect(() => new Hooks([answer(PING, (n) => n), answer(PING, (n) => n)])).toThrow(
      'Hook test.ping is answered twice',
    );
  });

  it('every hook the areas declare is answered by an area above', async () => {
    const hooks = new Hooks(await moduleHooks());
    for (const declared of [DECLINE_LIVE_OFFERS, SLOT_GATE, SLOT_DOCS, TRUCK_NAMED])
      expect(hooks.of<unknown>(declared)).toBeTypeOf('function');
  });
});
