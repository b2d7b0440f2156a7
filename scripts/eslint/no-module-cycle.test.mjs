import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, describe, expect, it } from 'vitest';
import noModuleCycle from './no-module-cycle.mjs';

let root;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A folder of modules: { 'a/service.ts': "import { b } from '../b';" }. */
function modules(files) {
  root = mkdtempSync(path.join(tmpdir(), 'module-cycle-'));
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(root, 'modules', file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
}

function cyclesIn(file) {
  const full = path.join(root, 'modules', file);
  const config = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { kolos: { rules: { 'no-module-cycle': noModuleCycle } } },
      rules: { 'kolos/no-module-cycle': ['error', { modules: 'modules', skip: ['\\.test\\.ts$'] }] },
    },
  ];
  return new Linter({ cwd: root }).verify(readFileSync(full, 'utf8'), config, full).map((m) => m.message);
}

describe('no-module-cycle (ADR 0072)', () => {
  it('lets modules depend one way', () => {
    modules({
      'a/service.ts': "import { b } from '../b';\nexport const a = b;",
      'b/index.ts': "export { b } from './b';",
      'b/b.ts': "import { c } from '../c';\nexport const b = c;",
      'c/index.ts': 'export const c = 1;',
    });
    expect(cyclesIn('a/service.ts')).toEqual([]);
    expect(cyclesIn('b/b.ts')).toEqual([]);
  });

  it('reports the import that closes a cycle, with the whole cycle, on each side', () => {
    modules({
      'a/service.ts': "import { b } from '../b';\nexport const a = b;",
      'a/index.ts': 'export const a2 = 2;',
      'b/index.ts': "import { c } from '../c/index';\nexport const b = c;",
      'c/index.ts': "import type { A } from '../a/index';\nexport const c = 1 as unknown as A;",
    });
    expect(cyclesIn('a/service.ts')).toEqual([
      'Цикл между модулями API: a → b → c → a. Разрежьте его (ADR 0072)',
    ]);
    expect(cyclesIn('c/index.ts')).toEqual([
      'Цикл между модулями API: c → a → b → c. Разрежьте его (ADR 0072)',
    ]);
  });

  it('counts re-exports and import() as well as imports', () => {
    modules({
      'a/index.ts': "export { b } from '../b';",
      'b/index.ts': "export const b = () => import('../a');",
    });
    expect(cyclesIn('a/index.ts')).toHaveLength(1);
    expect(cyclesIn('b/index.ts')).toHaveLength(1);
  });

  it('leaves tests out: they stand above every module', () => {
    modules({
      'a/index.ts': "import { b } from '../b';\nexport const a = b;",
      'b/index.ts': 'export const b = 1;',
      'b/b.test.ts': "import { a } from '../a';\nexport const t = a;",
    });
    expect(cyclesIn('a/index.ts')).toEqual([]);
  });

  it('judges the file being linted as it stands, not as it was read before', () => {
    modules({
      'a/index.ts': "import { b } from '../b';\nexport const a = b;",
      'b/index.ts': 'export const b = 1;',
    });
    expect(cyclesIn('a/index.ts')).toEqual([]);
    writeFileSync(path.join(root, 'modules/b/index.ts'), "import { a } from '../a';\nexport const b = a;");
    expect(cyclesIn('a/index.ts')).toHaveLength(1);
  });
});
