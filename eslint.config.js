import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { moduleRanksPlugin } from './scripts/eslint/module-ranks.js'
import { tableOwnersPlugin } from './scripts/eslint/table-owners.js'

// docs/architecture.md: configuration is read once, at the door.
const noProcessEnv = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Only src/server/config.ts (and test set-up in src/server/testing) reads process.env; take the value from the typed Config.',
}
// Assigning it.only (RuleTester.itOnly = it.only) is wiring, not focusing, so it stays allowed.
const noFocusedTests = {
  selector: "MemberExpression[property.name='only']:not(AssignmentExpression > MemberExpression.right)",
  message: 'A focused test (.only) silently skips the rest of the suite; remove .only.',
}
// Shop time has one home (docs/architecture.md): the zone is named in shop-time.ts alone, and
// everything else imports SHOP_TIME_ZONE or a format from there.
const shopTime = 'src/shared/domain/shop-time.ts'
const noShopZoneLiteral = {
  // \x2F is the slash, which a selector's regular expression cannot hold as itself.
  selector: "Literal[value=/Europe\\x2FAmsterdam/], TemplateElement[value.raw=/Europe\\x2FAmsterdam/]",
  message: `The shop's time zone is named once, in ${shopTime}: import SHOP_TIME_ZONE, or a date format (formatInShopTime) from there.`,
}
const testFiles = ['**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}']
const readsEnv = ['src/server/config.ts', 'src/server/testing/**']
// decision 048: a module's service or repo says what went wrong as a refusal kind; only a route turns a
// kind into an HTTP status, through refusalStatus (src/server/platform/refusal.ts). Caught: a number
// written as `status` or `statusCode` in an object or a type; not caught: a number that reaches
// `status` through a variable.
const noHttpStatusMessage =
  "A module's service says what went wrong as a refusal kind (refused('conflict', message), new Refusal(...)), not as an HTTP status; its route maps the kind with refusalStatus (decision 048)."
const noHttpStatus = [
  { selector: 'Property[key.name=/^status(Code)?$/][value.raw=/^[0-9]/]', message: noHttpStatusMessage },
  { selector: 'TSPropertySignature[key.name=/^status(Code)?$/]:has(TSLiteralType > Literal[raw=/^[0-9]/])', message: noHttpStatusMessage },
]
const noHttpError = { regex: '.', importNames: ['HttpError'], message: noHttpStatusMessage }

// The layers of src/ and which way imports may flow between them, checked by eslint-plugin-boundaries.
// Every file under src/ belongs to one element (the first pattern that matches wins, so the catch-all
// src/client and src/server come last); an import between two elements is an error unless a policy
// below allows it. Imports inside one element (a feature's own files, platform's own files) are
// always allowed, except of an index.ts barrel. Specifiers are resolved as TypeScript resolves them,
// so '#server/db/db' and '../../db/db' are the same import.
const elements = [
  { type: 'shared', pattern: 'src/shared' },
  { type: 'client-app', pattern: 'src/client/app' },
  { type: 'client-feature', pattern: 'src/client/features/*', capture: ['feature'] },
  { type: 'client-resources', pattern: 'src/client/resources' },
  { type: 'client-components', pattern: 'src/client/components' },
  { type: 'client-lib', pattern: 'src/client/lib' },
  // main.tsx, prerender.tsx: the entry points that start the app.
  { type: 'client-entry', pattern: 'src/client' },
  { type: 'server-module', pattern: 'src/server/modules/*', capture: ['module'] },
  { type: 'server-realtime', pattern: 'src/server/realtime' },
  { type: 'server-platform', pattern: 'src/server/platform' },
  { type: 'server-db', pattern: 'src/server/db' },
  { type: 'server-testing', pattern: 'src/server/testing' },
  // What spans several modules, composed above them all (decision 047).
  { type: 'server-flows', pattern: 'src/server/flows' },
  // main.ts, app.ts (registers every module), background-jobs.ts and config.ts.
  { type: 'server-entry', pattern: 'src/server' },
].map((element) => ({ ...element, partialMatch: false }))

const to = (...types) => ({ to: { element: { type: types } } })
const serverConfig = { element: { type: 'server-entry', fileInternalPath: 'config.ts' } }
const serverTier = ['server-realtime', 'server-platform', 'server-db']

const layers = {
  files: ['src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'boundaries/root-path': import.meta.dirname,
    'import/resolver': { typescript: { project: `${import.meta.dirname}/tsconfig.json` } },
    'boundaries/elements': elements,
    'boundaries/files': [
      // Tests, and fixtures that only tests import (privacy-fixture.ts).
      { category: 'test', pattern: ['**/*.test.{ts,tsx}', '**/*-fixture.ts'] },
      { category: 'barrel', pattern: '**/index.{ts,tsx,js,jsx,mts,cts,mjs,cjs}' },
    ],
    // Besides import, export ... from and import(): type-level import('...') and import x = require('...').
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    'boundaries/additional-dependency-nodes': [
      { selector: 'TSImportType > Literal', kind: 'type', name: 'type-import' },
      { selector: 'TSImportType > TSLiteralType > Literal', kind: 'type', name: 'type-import' },
      { selector: 'TSExternalModuleReference > Literal', kind: 'value', name: 'import-equals' },
    ],
    'boundaries/legacy-templates': false,
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        // Packages and node: modules are checked too (shared may use only zod), and so are imports
        // of local files outside every element (package.json from src/shared).
        checkAllOrigins: true,
        checkUnknownLocals: true,
        checkInternals: true,
        message:
          "{{from.element.type}} must not import '{{dependency.source}}'{{#if to.element.type}} ({{to.element.type}}){{/if}}; see the layers in eslint.config.js",
        policies: [
          // Packages: anywhere but shared, which runs on both sides and so uses only zod.
          { from: { element: { type: '!shared' } }, allow: { to: { module: { origin: ['external', 'core'] } } } },
          {
            from: { element: { type: 'shared' } },
            disallow: { to: { module: { origin: ['external', 'core'] } } },
            message: "shared must not import '{{dependency.source}}': src/shared runs on both sides and imports only src/shared and zod",
          },
          { from: { element: { type: 'shared' } }, allow: { to: { module: { origin: 'external', source: 'zod' } } } },
          { from: { element: { type: 'shared' }, file: { categories: 'test' } }, allow: { to: { module: { origin: 'external', source: 'vitest' } } } },

          // Client: entry -> app -> features -> resources -> components/lib -> shared.
          { from: { element: { type: 'client-entry' } }, allow: to('client-app', 'client-feature', 'client-resources', 'client-components', 'client-lib', 'shared') },
          { from: { element: { type: 'client-app' } }, allow: to('client-feature', 'client-resources', 'client-components', 'client-lib', 'shared') },
          { from: { element: { type: 'client-feature' } }, allow: to('client-resources', 'client-components', 'client-lib', 'shared') },
          { from: { element: { type: 'client-resources' } }, allow: to('client-components', 'client-lib', 'shared') },
          { from: { element: { type: ['client-components', 'client-lib'] } }, allow: to('client-components', 'client-lib', 'shared') },

          // Server: entry -> flows -> modules -> realtime/platform/db -> shared; config.ts from anywhere on
          // the server. Between modules, imports go down their ranks (scripts/eslint/module-ranks.js).
          { from: { element: { type: 'server-entry' } }, allow: to('server-flows', 'server-module', 'server-testing', ...serverTier, 'shared') },
          {
            from: { element: { type: 'server-flows' } },
            allow: [
              { to: { element: { type: [...serverTier, 'shared'] } } },
              { to: serverConfig },
              // A module only through its public file, as another module would.
              { to: { element: { type: 'server-module', fileInternalPath: '{{to.element.captured.module}}.public.ts' } } },
            ],
          },
          {
            from: { element: { type: 'server-module' } },
            allow: [
              { to: { element: { type: [...serverTier, 'shared'] } } },
              { to: serverConfig },
              // Another module only through its public file, src/server/modules/<name>/<name>.public.ts.
              { to: { element: { type: 'server-module', fileInternalPath: '{{to.element.captured.module}}.public.ts' } } },
            ],
          },
          { from: { element: { type: serverTier } }, allow: [{ to: { element: { type: [...serverTier, 'shared'] } } }, { to: serverConfig }] },
          // testing/ builds the whole app for tests, so it may import everything on the server.
          { from: { element: { type: 'server-testing' } }, allow: to('server-entry', 'server-flows', 'server-module', ...serverTier, 'shared') },
          // Tests beside server code use testing/ and may start the app.
          { from: { element: { type: 'server-*' }, file: { categories: 'test' } }, allow: to('server-testing', 'server-entry') },

          // Named refusals, for a clearer message than the default one.
          {
            from: { element: { type: 'client-feature' } },
            disallow: to('client-feature'),
            message: "feature '{{from.element.captured.feature}}' must not import feature '{{to.element.captured.feature}}' ('{{dependency.source}}'); move what both need to client/resources, components or lib",
          },
          {
            from: { element: { type: 'server-module' } },
            disallow: { to: { element: { type: 'server-module', fileInternalPath: '!{{to.element.captured.module}}.public.ts' } } },
            message: "module '{{from.element.captured.module}}' may import module '{{to.element.captured.module}}' only through {{to.element.captured.module}}.public.ts, not '{{dependency.source}}'",
          },

          // Within one element anything goes, except a barrel.
          { allow: { dependency: { relationship: { to: 'internal' } } } },
          {
            disallow: { to: { file: { categories: 'barrel' } } },
            message: "'{{dependency.source}}' imports an index file; barrel index files are not allowed, import the file itself",
          },
        ],
      },
    ],
  },
}

export default defineConfig(
  globalIgnores(['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'src/server/db/migrations/**', '.tmp/**']),

  js.configs.recommended,

  // Not the type-checked preset: with 86 files it already took 35 s here against 6 s without
  // (2 cores, most of it building the TypeScript program), so it would pass the ~60 s budget as
  // the shop grows; `npm run typecheck` covers the types.
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },

  {
    files: ['src/server/**', 'scripts/**', 'e2e/**', 'bench/**', '*.{js,mjs,cjs,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/client/**'],
    languageOptions: { globals: globals.browser },
  },

  {
    files: ['src/client/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },

  layers,

  // decision 028, 029, 049: every table has one owner, a module or platform, which alone writes it and
  // alone imports its schema file; the rest of the server imports no schema file and reads through the
  // owners (scripts/eslint/table-owners.js). db/ (the schema, the drivers' Db type, the seed) and
  // testing/ need every table; tests and fixtures set scenes.
  {
    files: ['src/server/**/*.{ts,tsx}'],
    ignores: ['src/server/db/**', 'src/server/testing/**', '**/*.test.{ts,tsx}', '**/*-fixture.ts'],
    plugins: { 'table-owners': tableOwnersPlugin },
    rules: { 'table-owners/writes-by-owner': 'error', 'table-owners/reads-through-owner': 'error' },
  },

  // decision 047: an import between two modules goes down their ranks, so none runs back up and the
  // modules form no circle (scripts/eslint/module-ranks.js).
  {
    files: ['src/server/modules/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*-fixture.ts'],
    plugins: { 'module-ranks': moduleRanksPlugin },
    rules: { 'module-ranks/imports-downward': 'error' },
  },

  // A later block replaces an earlier block's no-restricted-syntax, so each block below lists every
  // selector its files get: the shop's zone everywhere but shop-time.ts, process.env under src but
  // where config is read, an HTTP status in a module's service, focused tests in test files.
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    ignores: [shopTime],
    rules: { 'no-restricted-syntax': ['error', noShopZoneLiteral] },
  },
  {
    files: ['src/**'],
    ignores: [...readsEnv, shopTime],
    rules: { 'no-restricted-syntax': ['error', noProcessEnv, noShopZoneLiteral] },
  },
  {
    files: [shopTime],
    rules: { 'no-restricted-syntax': ['error', noProcessEnv] },
  },
  // decision 048: a module's service (and a flow) names the kind of a refusal, never an HTTP status.
  {
    files: ['src/server/modules/**/*.{ts,tsx}', 'src/server/flows/**/*.{ts,tsx}'],
    ignores: ['**/*.routes.ts', '**/*.test.{ts,tsx}', '**/*-fixture.ts'],
    rules: {
      'no-restricted-syntax': ['error', noProcessEnv, noShopZoneLiteral, ...noHttpStatus],
      'no-restricted-imports': ['error', { patterns: [noHttpError] }],
    },
  },
  {
    files: testFiles,
    rules: { 'no-restricted-syntax': ['error', noFocusedTests, noShopZoneLiteral] },
  },
  {
    files: testFiles.map((glob) => `src/${glob}`),
    ignores: readsEnv,
    rules: { 'no-restricted-syntax': ['error', noProcessEnv, noFocusedTests, noShopZoneLiteral] },
  },
)
