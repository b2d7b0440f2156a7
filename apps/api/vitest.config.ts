import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker keeps its modules between files: the first app a process builds costs ~4 s more
    // than the next (module start-up, PGlite's WebAssembly), paid once a worker instead of once a
    // file — the PostgreSQL pass went from 263 s to 157 s (docs/ci.md). Each file still gets its own
    // database copy and app; no file relies on a module's state left by another.
    isolate: false,
    // One migrated, seeded database a run, copied for each file (test/db-template.ts).
    globalSetup: ['test/global-setup.ts'],
  },
});
