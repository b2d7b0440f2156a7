import { describe, expect, it } from 'vitest';
import { hashPassword, scryptCost, verifyPassword } from './crypto';

describe('password hashes (ADR 0003)', () => {
  it.each([
    ['production', 16384],
    ['development', 16384],
    [undefined, 16384],
    ['test', 1024],
  ])('NODE_ENV=%s hashes new passwords at scrypt N=%i', (nodeEnv, n) => {
    expect(scryptCost(nodeEnv)).toBe(n);
  });

  it('checks a hash at the cost stored in it, whatever the cost of new ones', async () => {
    // a hash of 'Kolos2026!' made at the production cost
    const production =
      'scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA==$S5eg3HL/dbTDYrhhvVGHqEckfT20kAIk+kGMy6V63QI=';
    const made = await hashPassword('Kolos2026!');
    expect(made).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('Kolos2026!', made)).toBe(true);
    expect(await verifyPassword('kolos2026!', made)).toBe(false);
    expect(await verifyPassword('Kolos2026!', production)).toBe(true);
    expect(await verifyPassword('Kolos2026?', production)).toBe(false);
  });
});
