import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import rulesPackage from './eslint/rules-package.mjs';
import serverBoundaries from './eslint/server-boundaries.mjs';
import webBoundaries from './eslint/web-boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/src/gql/**',
      // GraphQL documents generated beside their .graphql files (codegen.ts).
      'web/src/**/*.generated.ts',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['server/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: { '@typescript-eslint/no-extraneous-class': 'off' },
  },
  {
    // Server boundaries: no import cycles (between files, and between domain folders), and another
    // domain's entity only as a type. See eslint/server-boundaries.mjs for what a domain folder is.
    files: ['server/src/**/*.ts'],
    plugins: { 'import-x': importX, 'server-boundaries': serverBoundaries },
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'server-boundaries/no-folder-cycles': 'error',
      'server-boundaries/entity-imports-as-types': 'error',
    },
  },
  {
    // Issue 20: a server source file that grows past 300 lines holds more than one concern: split it by owner.
    // Migrations are history (each is one change, whatever its length); nothing under server/src is generated.
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/database/migrations/**'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // One writer per money table: rows of `charges` are appended by the ledger's Charges service only (rent billing,
    // extra charges, rent changes, write-offs and the payout ask it), so no second path writes money unseen.
    files: ['server/src/**/*.ts'],
    ignores: [
      'server/src/ledger/charges/charges.service.ts',
      'server/src/**/*.spec.ts',
      'server/src/database/migrations/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(insert|save|update|upsert|delete|remove|softDelete|increment|decrement|into)$/][arguments.0.name='Charge']",
          message:
            'Charges are written by the ledger’s Charges service only (ledger/charges/charges.service.ts): ask it.',
        },
      ],
    },
  },
  {
    // Issue 22: the same for the web: a screen past 300 lines holds more than one concern (split its table, cards or
    // dialogs into components); a test file past 400 lines tests more than one screen or flow. The generated client
    // code (web/src/gql) is not ours to split.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/gql/**', 'web/src/**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    files: ['web/src/**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    // The server's test files too (server/src's specs keep the 300 lines of the server/src block above, the stricter).
    files: ['server/test/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    // Specs read the tables a change wrote.
    files: ['server/src/**/*.spec.ts'],
    rules: { 'server-boundaries/entity-imports-as-types': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Web layers (eslint/web-boundaries.mjs) and no import cycles; `@/` is web/src, as in vite.config.ts.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/gql/**'],
    plugins: { 'import-x': importX, 'web-boundaries': webBoundaries },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          alias: { '@': [fileURLToPath(new URL('./web/src', import.meta.url))] },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'web-boundaries/no-cross-feature': 'error',
      'web-boundaries/shared-stays-shared': 'error',
      'web-boundaries/domain-below-features': 'error',
    },
  },
  {
    // The query string changes through one hook, which renders each change at once (web/src/lib/useUrlParams.ts);
    // phones are shown through lib/phoneText.tsx, which loads libphonenumber's metadata only for a number it needs.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/useUrlParams.ts', 'web/src/**/*.test.{ts,tsx}', 'web/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['react-router', 'react-router-dom'].map((name) => ({
              name,
              importNames: ['useSearchParams'],
              message:
                'Use useUrlParams (@/lib/useUrlParams): it renders a change at once, so no callback keeps old parameters.',
            })),
            {
              name: '@hostel-admin/rules',
              importNames: ['formatPhone'],
              message:
                'Show a phone with PhoneText or phoneDisplay (@/lib/phoneText): formatPhone brings 25 KB of phone metadata to the page.',
            },
          ],
        },
      ],
    },
  },
  {
    // What both sides check and say is written once, in packages/rules (eslint/rules-package.mjs): the server and
    // the web app import it; neither declares a name the package exports nor types one of its sentences again.
    files: ['server/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.ts', '**/*.test.{ts,tsx}', 'web/src/test/**', 'web/src/gql/**'],
    plugins: { 'rules-package': rulesPackage },
    rules: { 'rules-package/no-redefinition': 'error', 'rules-package/no-copied-words': 'error' },
  },
  {
    // The rules package: no file over 300 lines, as on the server.
    files: ['packages/rules/src/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // Tests of shared components render them inside the app's providers.
    files: ['web/src/**/*.test.{ts,tsx}', 'web/src/test/**'],
    rules: { 'web-boundaries/shared-stays-shared': 'off', 'web-boundaries/domain-below-features': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', 'eslint/**/*.mjs', '.ci/**', '*.config.*', 'server/jest*.config.js'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
