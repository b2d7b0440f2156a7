// `npm start` builds the web app only when its sources changed since the last build: a restart
// then takes seconds instead of a full Vite build. The build's inputs are hashed (paths and
// contents) and the hash is kept beside the build; `npm run build` always builds.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What the web build reads: its own sources and config, the domain package, the lockfile. */
export const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
];

const STAMP = 'apps/web/dist/.source-hash';

function filesUnder(root, rel) {
  const full = path.join(root, rel);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [rel];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, path.posix.join(rel, name)));
}

/** One hash over the names and contents of every input file, in a fixed order. */
export function webSourceHash(root) {
  const hash = createHash('sha256');
  for (const rel of WEB_INPUTS.flatMap((input) => filesUnder(root, input))) {
    hash.update(`${rel}\0`);
    hash.update(readFileSync(path.join(root, rel)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** True when a build exists and was made from exactly these sources. */
export function webBuildIsCurrent(root) {
  const stamp = path.join(root, STAMP);
  return (
    existsSync(path.join(root, 'apps/web/dist/index.html')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8').trim() === webSourceHash(root)
  );
}

export function stampWebBuild(root) {
  writeFileSync(path.join(root, STAMP), `${webSourceHash(root)}\n`);
}
