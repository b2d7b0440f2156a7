import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const declared = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;

/** Every installed package's package.json, nested node_modules included. */
function* packagesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const full = path.join(dir, entry.name);
    if (entry.name.startsWith('@')) {
      yield* packagesUnder(full);
      continue;
    }
    const manifest = path.join(full, 'package.json');
    if (existsSync(manifest)) yield JSON.parse(readFileSync(manifest, 'utf8'));
    if (existsSync(path.join(full, 'node_modules'))) yield* packagesUnder(path.join(full, 'node_modules'));
  }
}

describe('engines (issue 13, point 14)', () => {
  it(`no installed dependency needs a newer Node than the declared ${declared}`, () => {
    const oldest = semver.minVersion(declared).version;
    const tooNew = [...packagesUnder(path.join(root, 'node_modules'))]
      .filter((p) => p.engines?.node && !semver.satisfies(oldest, p.engines.node))
      .map((p) => `${p.name}@${p.version} needs node ${p.engines.node}`);
    expect(tooNew).toEqual([]);
  });
});
