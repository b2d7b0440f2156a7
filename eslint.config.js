import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import noModuleCycle from './scripts/eslint/no-module-cycle.mjs';

/** Tests and their helpers: they stand above every layer and module of the API. */
const API_TEST_FILES = ['**/*.test.ts', '**/test-*.ts', '**/testing.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      'bench/results/**',
      'packages/client/src/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    // API modules reach each other only through their public index.ts (ADR 0062).
    // modules/index.ts is the route registry, not a module.
    files: ['apps/api/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'api-config', mode: 'file', pattern: 'apps/api/src/config.ts' },
        { type: 'api-registry', mode: 'file', pattern: 'apps/api/src/modules/index.ts' },
        { type: 'api-module', pattern: 'apps/api/src/modules/*', capture: ['module'] },
        { type: 'api-platform', pattern: 'apps/api/src/platform' },
        { type: 'api-db', pattern: 'apps/api/src/db' },
        { type: 'api-seed', pattern: 'apps/api/src/seed' },
        { type: 'api-test', pattern: 'apps/api/test' },
        { type: 'api-app', mode: 'file', pattern: 'apps/api/src/*.ts' },
      ],
      'import/resolver': { typescript: { project: 'apps/api/tsconfig.json' }, node: true },
    },
    rules: {
      'boundaries/entry-point': [
        'error',
        {
          default: 'disallow',
          rules: [
            { target: ['api-module'], allow: 'index.ts' },
            {
              target: [
                'api-config',
                'api-registry',
                'api-platform',
                'api-db',
                'api-seed',
                'api-test',
                'api-app',
              ],
              allow: '**',
            },
          ],
          message: 'Другой модуль API доступен только через его index.ts (ADR 0062)',
        },
      ],
    },
  },
  {
    // The layers of the API point one way (ADR 0073): config ← db ← platform ← modules ← seed, app.
    // Tests and their helpers stand above them all and may import any layer.
    files: ['apps/api/src/**/*.ts'],
    ignores: API_TEST_FILES,
    // re-exports and import() are dependencies too, not only `import` statements
    settings: { 'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'] },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: ['api-config'], allow: [] },
            { from: ['api-db'], allow: ['api-config', 'api-db'] },
            { from: ['api-platform'], allow: ['api-config', 'api-db', 'api-platform'] },
            {
              from: ['api-module', 'api-registry'],
              allow: ['api-config', 'api-db', 'api-platform', 'api-module'],
            },
            { from: ['api-seed'], allow: ['api-config', 'api-db', 'api-platform', 'api-module', 'api-seed'] },
            {
              from: ['api-app'],
              allow: [
                'api-config',
                'api-db',
                'api-platform',
                'api-module',
                'api-registry',
                'api-seed',
                'api-app',
              ],
            },
          ],
          message:
            '${file.type} не импортирует ${dependency.type}: слои API смотрят вниз — config ← db ← platform ← modules ← seed, app (ADR 0073)',
        },
      ],
    },
  },
  {
    // No cycle between API modules (ADR 0072): an area calls one above it only through a hook.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: API_TEST_FILES,
    plugins: { kolos: { rules: { 'no-module-cycle': noModuleCycle } } },
    rules: {
      'kolos/no-module-cycle': [
        'error',
        { modules: 'apps/api/src/modules', skip: ['\\.test\\.ts$', '^test-', '^testing\\.ts$'] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app' },
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'shared', pattern: 'apps/web/src/shared' },
      ],
      'import/resolver': { typescript: true, node: true },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The direction is shared → features → app; features never import each other.
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'app', allow: ['app', 'feature', 'shared'] },
            { from: 'feature', allow: ['shared', ['feature', { feature: '${from.feature}' }]] },
            { from: 'shared', allow: ['shared'] },
          ],
        },
      ],
    },
  },
);
