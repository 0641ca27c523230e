import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', '.tmp/**', 'packages/db/migrations/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    // Each file is checked with the tsconfig.json nearest to it: apps/web's, e2e's, or the root one
    // (apps/api, packages/*, scripts/*.ts and the root config files).
    languageOptions: { globals: { ...globals.node }, parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'apps/web/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-floating-promises': 'error',
      'import-x/no-cycle': 'error',
      // Only apps/api/src/config.ts reads the environment (STYLE.md rule 8); the exemptions are below.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read the environment in apps/api/src/config.ts only.' },
      ],
    },
  },
  {
    // Plain JavaScript (scripts/*.mjs, this file) is in no tsconfig: linted without type information.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Configuration by design: the environment is these files' input (the app's own reader is config.ts),
    // and test set-up passes it on to the servers and browsers it starts.
    files: ['apps/api/src/config.ts', 'scripts/**', 'e2e/**', '**/*.test.ts', 'apps/api/src/test/**', 'packages/db/src/testing/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // Fastify runs a plugin or hook as async only when it returns a promise, so its `async` stays without an await.
    files: ['apps/api/src/app.ts', 'apps/api/src/plugins/**', 'apps/api/src/modules/**/*routes.ts', 'apps/api/src/lib/nul-bytes.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['**/*.test.ts', 'apps/api/src/test/**', 'e2e/**', 'packages/db/src/testing/**'],
    rules: {
      // Tests read untyped JSON answers (inject().json(), response.json()) field by field; typing each would be noise.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Playwright hands fixtures over by destructuring ({ page, signInAs }), and tests patch prototypes to count calls.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Features do not import each other (STYLE.md rule 1); shared pieces live in components/ui and lib.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*/**', '@/features/*'], message: 'Features do not import each other.' }] },
      ],
    },
  },
);
