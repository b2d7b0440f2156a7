import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web', 'scripts'],
    // Two files at once on CI's two cores: an API file is one PGlite engine busy on one core, and
    // Vitest's own default here (cores − 1) ran one file at a time (docs/ci.md).
    maxWorkers: 2,
  },
});
