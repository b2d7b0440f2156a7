import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One migrated, seeded database a run, copied for each file (test/db-template.ts).
    globalSetup: ['test/global-setup.ts'],
  },
});
