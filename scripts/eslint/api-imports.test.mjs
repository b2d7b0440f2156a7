import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The repository's own lint config on the API's imports: the layers point one way (ADR 0073) and
 * no module cycle comes back (ADR 0072). Each case lints a made-up file at a real place; only
 * those rules' findings count.
 */
const repo = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: repo });

async function problems(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId).filter((rule) => /^(boundaries|kolos)\//.test(rule));
}

describe('API import rules of eslint.config.js', { timeout: 180_000 }, () => {
  it('refuses a layer importing one above it', async () => {
    expect(
      await problems('apps/api/src/db/extra.ts', "import { seedDemo } from '../seed';\nseedDemo;"),
    ).toContain('boundaries/element-types');
    expect(await problems('apps/api/src/config.ts', "import './db/client';")).toContain(
      'boundaries/element-types',
    );
    expect(
      await problems(
        'apps/api/src/platform/extra.ts',
        "import { ruDay } from '../modules/auctions';\nruDay;",
      ),
    ).toContain('boundaries/element-types');
    expect(
      await problems('apps/api/src/modules/tariffs/extra.ts', "export { DEMO } from '../../seed/demo-ids';"),
    ).toContain('boundaries/element-types');
  });

  it('lets the seed and the app stand on everything below, and tests on anything', async () => {
    expect(
      await problems('apps/api/src/seed/extra.ts', "import { ruDay } from '../modules/auctions';\nruDay;"),
    ).toEqual([]);
    expect(await problems('apps/api/src/extra.ts', "import { seedDemo } from './seed';\nseedDemo;")).toEqual(
      [],
    );
    expect(
      await problems(
        'apps/api/src/modules/tariffs/extra.test.ts',
        "import { DEMO } from '../../seed/demo-ids';\nDEMO;",
      ),
    ).toEqual([]);
  });

  it('refuses an import that makes a cycle between modules', async () => {
    // offers stands on the queue (it books the slots of an accepted offer)
    expect(await problems('apps/api/src/modules/queue/extra.ts', "import type {} from '../offers';")).toEqual(
      ['kolos/no-module-cycle'],
    );
    expect(await problems('apps/api/src/modules/offers/extra.ts', "import type {} from '../queue';")).toEqual(
      [],
    );
  });
});
