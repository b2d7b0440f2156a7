import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stampWebBuild, webBuildIsCurrent, webSourceHash } from './web-build.mjs';

let root;
const write = (rel, text) => {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'kolos-web-build-'));
  write('apps/web/src/main.tsx', 'one');
  write('packages/domain/src/index.ts', 'two');
  write('package-lock.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start rebuilds the web app only when its sources changed (issue 13, point 14)', () => {
  it('needs a build when there is none', () => {
    expect(webBuildIsCurrent(root)).toBe(false);
  });

  it('skips the build made from the same sources', () => {
    write('apps/web/dist/index.html', '<html>');
    stampWebBuild(root);
    expect(webBuildIsCurrent(root)).toBe(true);
  });

  it.each([
    ['a web source', 'apps/web/src/main.tsx'],
    ['a new web file', 'apps/web/src/new.ts'],
    ['the domain package', 'packages/domain/src/index.ts'],
    ['the lockfile', 'package-lock.json'],
  ])('builds again after a change to %s', (_what, file) => {
    write('apps/web/dist/index.html', '<html>');
    stampWebBuild(root);
    write(file, 'changed');
    expect(webBuildIsCurrent(root)).toBe(false);
  });

  it('ignores what the build does not read', () => {
    const before = webSourceHash(root);
    write('apps/api/src/main.ts', 'server');
    write('apps/web/dist/assets/x.js', 'built');
    expect(webSourceHash(root)).toBe(before);
  });
});
