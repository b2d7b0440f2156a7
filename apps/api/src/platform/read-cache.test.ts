import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ReadCache, type Built } from './read-cache';

/* ADR 0070: the per-process store of versioned answers. */

const json = (body: unknown) => Buffer.from(JSON.stringify(body));
const counting = (body: unknown, validUntil?: number) => {
  const calls = { n: 0 };
  const build = async (): Promise<Built> => {
    calls.n++;
    return { body, validUntil };
  };
  return { calls, build };
};

describe('ReadCache', () => {
  it('builds once per key and version; the answer is its JSON gzipped, and tagged', async () => {
    const cache = new ReadCache(1 << 20);
    const { calls, build } = counting({ a: 'Тихорецкий' });
    const [one, two] = await Promise.all([
      cache.get('k', '1', build, json),
      cache.get('k', '1', build, json),
    ]);
    const three = await cache.get('k', '1', build, json);
    expect(calls.n).toBe(1);
    expect(two).toBe(one);
    expect(three).toBe(one);
    expect(JSON.parse(gunzipSync(one.gzip).toString())).toEqual({ a: 'Тихорецкий' });
    expect(one.etag).toMatch(/^"[\w-]+"$/);
  });

  it('builds again when the version moves, and keys do not share answers', async () => {
    const cache = new ReadCache(1 << 20);
    const { calls, build } = counting({ a: 1 });
    await cache.get('k', '1', build, json);
    await cache.get('k', '2', build, json);
    await cache.get('other', '2', build, json);
    await cache.get('k', '2', build, json);
    expect(calls.n).toBe(3);
  });

  it('an answer is old after its validUntil without any change', async () => {
    const cache = new ReadCache(1 << 20);
    const { calls, build } = counting({ a: 1 }, 1_000);
    await cache.get('k', '1', build, json, 0);
    await cache.get('k', '1', build, json, 999);
    expect(calls.n).toBe(1);
    await cache.get('k', '1', build, json, 1_000);
    expect(calls.n).toBe(2);
  });

  it('keeps within its budget, the least recently used out first; 0 keeps nothing', async () => {
    const size = (await new ReadCache(0).get('k', '1', async () => ({ body: { n: 0 } }), json)).gzip.length;
    const cache = new ReadCache(size * 2); // two answers, not three
    const { calls, build } = counting({ n: 1 });
    await cache.get('a', '1', build, json);
    await cache.get('b', '1', build, json);
    await cache.get('a', '1', build, json); // a is now the most recent
    await cache.get('c', '1', build, json); // b goes
    expect(calls.n).toBe(3);
    await cache.get('a', '1', build, json);
    expect(calls.n).toBe(3);
    await cache.get('b', '1', build, json);
    expect(calls.n).toBe(4);

    const off = new ReadCache(0);
    const counted = counting({ n: 1 });
    await off.get('a', '1', counted.build, json);
    await off.get('a', '1', counted.build, json);
    expect(counted.calls.n).toBe(2);
  });

  it('a failed build is not kept: the next request builds again', async () => {
    const cache = new ReadCache(1 << 20);
    let n = 0;
    const build = async (): Promise<Built> => {
      if (n++ === 0) throw new Error('база недоступна');
      return { body: { ok: true } };
    };
    await expect(cache.get('k', '1', build, json)).rejects.toThrow('база недоступна');
    await expect(cache.get('k', '1', build, json)).resolves.toMatchObject({ etag: expect.any(String) });
    expect(n).toBe(2);
  });
});
