import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import { defineConfig, globalIgnores } from 'eslint/config'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import importLayers from './scripts/eslint-import-layers.js'

// STYLE.md: configuration is read once, at the door.
const noProcessEnv = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: 'Only src/server/config.ts (and test set-up in src/server/testing) reads process.env; take the value from the typed Config.',
}
// Assigning it.only (RuleTester.itOnly = it.only) is wiring, not focusing, so it stays allowed.
const noFocusedTests = {
  selector: "MemberExpression[property.name='only']:not(AssignmentExpression > MemberExpression.right)",
  message: 'A focused test (.only) silently skips the rest of the suite; remove .only.',
}
const testFiles = ['**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}']
const readsEnv = ['src/server/config.ts', 'src/server/testing/**']

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

  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { packstroom: importLayers },
    rules: { 'packstroom/import-layers': 'error' },
  },

  // A later block replaces an earlier block's no-restricted-syntax, so test files under src
  // get both selectors in the last block.
  {
    files: ['src/**'],
    ignores: readsEnv,
    rules: { 'no-restricted-syntax': ['error', noProcessEnv] },
  },
  {
    files: testFiles,
    rules: { 'no-restricted-syntax': ['error', noFocusedTests] },
  },
  {
    files: testFiles.map((glob) => `src/${glob}`),
    ignores: readsEnv,
    rules: { 'no-restricted-syntax': ['error', noProcessEnv, noFocusedTests] },
  },
)
