import { describe, expect, it } from 'vitest';
import { CountCache } from './count-cache';

describe('CountCache', () => {
  it('counts once while fresh, and shares a count in flight', async () => {
    const cache = new CountCache(60_000);
    let calls = 0;
    const count = async () => ++calls * 10;
    const [a, b] = await Promise.all([cache.get('co', 'k', count), cache.get('co', 'k', count)]);
    expect([a, b, await cache.get('co', 'k', count)]).toEqual([10, 10, 10]);
    expect(calls).toBe(1);
  });

  it('a write in the scope drops its totals, not other scopes', async () => {
    const cache = new CountCache(60_000);
    let n = 0;
    await cache.get('a', 'k', async () => ++n);
    await cache.get('b', 'k', async () => 100);
    cache.forget('a');
    expect(await cache.get('a', 'k', async () => ++n)).toBe(2);
    expect(await cache.get('b', 'k', async () => 0)).toBe(100);
  });

  it('a TTL of 0 never caches', async () => {
    const cache = new CountCache(0);
    let n = 0;
    await cache.get('a', 'k', async () => ++n);
    expect(await cache.get('a', 'k', async () => ++n)).toBe(2);
  });

  it('a failed count is not remembered', async () => {
    const cache = new CountCache(60_000);
    await expect(cache.get('a', 'k', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await cache.get('a', 'k', async () => 5)).toBe(5);
  });
});
