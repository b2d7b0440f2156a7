import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BYTES_FROM_CHARS, bytesSerializerCompiler } from './http';

const reply = z.object({ items: z.array(z.object({ name: z.string() })) });
const serialize = bytesSerializerCompiler({ schema: reply, method: 'GET', url: '/x', httpStatus: '200' });

describe('bytesSerializerCompiler (ADR 0069)', () => {
  it('keeps a short answer a string', () => {
    expect(serialize({ items: [{ name: 'Колос' }] })).toBe('{"items":[{"name":"Колос"}]}');
  });

  it('hands a big Russian answer over as its UTF-8 bytes, checked by the schema like any other', () => {
    const items = Array.from({ length: BYTES_FROM_CHARS / 10 }, (_, i) => ({
      name: `Элеватор ${i}`,
      extra: 1,
    }));
    const out = serialize({ items }) as unknown;
    expect(Buffer.isBuffer(out)).toBe(true);
    // the schema's check still strips what the wire does not name
    expect((out as Buffer).toString('utf8')).toBe(
      JSON.stringify({ items: items.map(({ name }) => ({ name })) }),
    );
  });

  it('refuses an answer that breaks its schema, big or small', () => {
    expect(() => serialize({ items: [{ name: 1 }] })).toThrow();
    expect(() => serialize({ items: Array.from({ length: 1000 }, () => ({ name: 1 })) })).toThrow();
  });
});
