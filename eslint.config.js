import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

/*
 * Boundaries (docs/architecture.md, "Boundaries"): lint enforces them, so they are not only
 * remembered. Paths below are absolute because import-x matches resolved file paths.
 */
const root = import.meta.dirname;
const at = (...parts) => path.join(root, ...parts);
const subfolders = (folder) =>
  fs
    .readdirSync(at(folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/*
 * Web and back office: a feature is a vertical slice (its screens, api hooks, utils). It imports
 * only the shared layers (`components`, `lib`, `i18n`, `utils`) and `@kabuto/shared`, never another
 * feature and never `app/`; only `app/` composes features. What two features need is moved whole
 * into `components` or `lib`, and those layers never import a feature or `app/` either.
 */
function featureZones(app) {
  const src = `apps/${app}/src`;
  const features = subfolders(`${src}/features`);
  return [
    ...features.map((feature) => ({
      target: at(src, 'features', feature),
      from: at(src, 'features'),
      except: [`./${feature}`],
      message:
        'A feature never imports another feature: move the shared piece into components/ or lib/.',
    })),
    {
      target: [at(src, 'features'), at(src, 'components'), at(src, 'lib'), at(src, 'i18n')],
      from: [at(src, 'app'), at(src, 'main.tsx')],
      message: 'Only app/ composes features; nothing imports app/.',
    },
    {
      target: [at(src, 'components'), at(src, 'lib'), at(src, 'i18n')],
      from: at(src, 'features'),
      message: 'Shared layers (components, lib, i18n) never import a feature.',
    },
  ];
}

/*
 * Server: a module (apps/server/src/modules/<name>) is used by other modules only through its
 * public surface:
 *   - `service.ts`: its commands and queries;
 *   - `schemas.ts` and `types.ts`: its contracts and types, with no behaviour;
 *   - its part of the context (CONTEXT_PARTS below): what every module reaches as `ctx.ledger`,
 *     `ctx.market`, `ctx.reviews` anyway;
 *   - the few files named in ALSO_PUBLIC.
 * Everything else in a module (repository, routes, rules, helpers) is its own business. The
 * composition root (app.ts, jobs.ts, main.ts, plugins) wires modules together and is not held to
 * this; a test may reach inside the module it tests.
 */
const PUBLIC_SURFACE = ['service.ts', 'schemas.ts', 'types.ts'];

/*
 * The context (apps/server/src/context.ts) is imported by every module, so what it imports must
 * not import it back, even as a type (the type-only circle through every module): it takes types
 * only from these files, and they never import context.ts. A module that adds a part to the
 * context declares it with `declare module` next to that part (the position book does).
 */
const CONTEXT_PARTS = [
  'ledger/ledger.ts',
  'market/market-data.ts',
  'reviews/registry.ts',
  'approvals/registry.ts',
];

/*
 * Public by design outside service.ts: the one customer-standing check (banned, frozen,
 * trade-barred, identity) that every product calls, in one refusal order; the exchange's price
 * rules (price scale, ticks, daily limits, price text), pure functions every product prices with;
 * and trading's rules (a market's terms, fees, margin, P&L), which positions close with and which
 * trading's service cannot lend them: it opens positions, so positions importing it is a circle.
 * Funding's account figures (`funding/assets.ts`, the one definition of cash, positions, products
 * and liabilities), which the daily account values reuse: funding's service cannot re-export them,
 * as they read account's rows, which read funding's withdrawals (a circle).
 */
const ALSO_PUBLIC = [
  'customers/standing.ts',
  'market/price-rules.ts',
  'trading/rules.ts',
  'funding/assets.ts',
];

/*
 * Imports that still reach inside another module, from before the rule existed: importing file →
 * the files of other modules it still uses. Each entry is debt: move what the importer needs into
 * the owner's service.ts (or into packages/shared or lib/ when it is not the module's business),
 * then delete the entry. Never add one.
 */
const NOT_YET_THROUGH_A_SERVICE = {};

const server = (file) => at('apps/server/src', file);
const mod = (file) => at('apps/server/src/modules', file);
// The rule takes exceptions to a glob `from` only as globs: `@(name)` matches exactly that file.
const exactly = (file) => mod(file.replace(/[^/]+$/, (name) => `@(${name})`));

function serverZones(stillAllowed = []) {
  const contextZones = [
    {
      target: server('context.ts'),
      from: server('modules'),
      except: CONTEXT_PARTS.map((file) => `./${file}`),
      message: 'context.ts imports from modules only the CONTEXT_PARTS (eslint.config.js).',
    },
    {
      target: CONTEXT_PARTS.map(mod),
      from: server('context.ts'),
      message: 'context.ts imports this file: importing context.ts back closes a circle.',
    },
  ];
  const moduleZones = subfolders('apps/server/src/modules').map((name) => ({
    target: mod(name),
    from: mod('*/**'),
    // Once a file is public, an allowance that still names it adds nothing (nor may it repeat).
    except: [
      ...new Set([
        mod(`${name}/**`),
        mod(`*/{${PUBLIC_SURFACE.join(',')}}`),
        ...CONTEXT_PARTS.map(exactly),
        ...ALSO_PUBLIC.map(exactly),
        ...stillAllowed.map(exactly),
      ]),
    ],
    message: `Use another module only through its ${PUBLIC_SURFACE.join(' / ')} (docs/architecture.md, Boundaries).`,
  }));
  return [...contextZones, ...moduleZones];
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/admin/**/*.tsx', 'apps/web/**/*.ts', 'apps/admin/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // No import cycles anywhere. The rule follows runtime imports; `import type` is erased at
    // build time, so it cannot make a cycle at run time and is not followed.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse the files an import leads to as TypeScript, so the cycle search can follow them.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          // The web app's `@/…` path alias (apps/web/tsconfig.json).
          alias: { '@': [at('apps/web/src')] },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones('web') }] },
  },
  {
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones('admin') }] },
  },
  {
    // The contracts build zod schemas when loaded: the customer app takes their types only, and
    // lists it needs at run time from zod-free modules (order-kinds.ts, insight-kinds.ts…). Only
    // the development answer check (loaded by a dynamic import) reads the contracts themselves.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/answer-check.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@kabuto/shared/contracts/*', '@kabuto/shared/settings', 'zod'],
              allowTypeImports: true,
              message: 'zod stays out of the customer app: import types only, or a zod-free list.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones() }] },
  },
  ...Object.entries(NOT_YET_THROUGH_A_SERVICE).map(([file, stillAllowed]) => ({
    files: [`apps/server/src/modules/${file}`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones(stillAllowed) }] },
  })),
);
