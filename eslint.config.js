import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', 'bench/results/**'] },
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
    // API modules reach each other only through their public index.ts (ADR 0062); the platform
    // never reaches into a module. modules/index.ts is the route registry, not a module.
    files: ['apps/api/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'api-registry', mode: 'file', pattern: 'apps/api/src/modules/index.ts' },
        { type: 'api-module', pattern: 'apps/api/src/modules/*', capture: ['module'] },
        { type: 'api-platform-test', mode: 'file', pattern: 'apps/api/src/platform/**/*.test.ts' },
        { type: 'api-platform', pattern: 'apps/api/src/platform' },
        { type: 'api-db', pattern: 'apps/api/src/db' },
        { type: 'api-test', pattern: 'apps/api/test' },
        { type: 'api-root', mode: 'file', pattern: 'apps/api/src/*.ts' },
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
              target: ['api-registry', 'api-platform', 'api-platform-test', 'api-db', 'api-test', 'api-root'],
              allow: '**',
            },
          ],
          message: 'Другой модуль API доступен только через его index.ts (ADR 0062)',
        },
      ],
      'boundaries/element-types': [
        'error',
        {
          default: 'allow',
          rules: [{ from: ['api-platform'], disallow: ['api-module', 'api-registry'] }],
          message: 'platform/ не импортирует из modules/ (ADR 0062)',
        },
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
