import { availableParallelism } from 'node:os'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

/**
 * Five projects:
 * - unit: pure code, no database, no server.
 * - build: checks of the production build of the client (decision 012's first-download budget).
 * - api-pglite: the server through Fastify's inject (and a real socket for /ws) on embedded PGlite.
 * - api-postgres: the same files plus *.pg.test.ts on a real PostgreSQL; only when
 *   TEST_DATABASE_URL names one (e.g. postgres://postgres@127.0.0.1:5432/test).
 * - e2e: browser journeys against a running shop.
 *
 * `npm test` is the loop for a change: unit, build, api-pglite and e2e, without the files that start
 * shops or commands as processes, fuzz every route or sweep every page with axe. `npm run test:full`
 * (TEST_FULL=1) is the whole proof CI runs: every project, those files included; in CI it refuses to
 * run without PostgreSQL.
 */
const full = process.env.TEST_FULL === '1'
if (full && process.env.CI === 'true' && !process.env.TEST_DATABASE_URL) {
  throw new Error('The full run in CI tests on PostgreSQL too: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)')
}

/**
 * Only in the full run (decision 034): the fault tests (shops started, killed and restarted), the
 * files that run the shop's commands as processes of their own (each start compiles and loads the
 * whole server again), and the fuzzing of every route.
 */
const fullOnly = [
  'src/server/testing/faults/**',
  'src/server/modules/auth/admin-set-code.test.ts',
  'src/server/platform/migrate-command.test.ts',
  'src/server/modules/privacy/privacy-command.test.ts',
  'src/server/platform/terminal-log.test.ts',
  'src/server/modules/setup/production-guard.test.ts',
  'src/server/platform/bad-input.test.ts',
]
/** Only in the full run: the axe sweep of every page at two widths; the journeys check the screens they reach. */
const fullOnlyInBrowsers = ['e2e/accessibility.spec.ts']

const apiTimeouts = { testTimeout: 20_000, hookTimeout: 60_000 }
const apiGlobalSetup = 'src/server/testing/global-setup.ts'
/** The run's one production build of the client, for the build checks and the browser journeys. */
const clientBuildSetup = 'scripts/vitest/client-build.ts'

const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'unit',
      // A worker's unit files share its loaded modules (decision 035): 24 s to 8 s here. A file that
      // needs a module fresh imports it after vi.resetModules().
      isolate: false,
      environment: 'node',
      include: [
        'src/shared/**/*.test.ts',
        'src/client/**/*.test.{ts,tsx}',
        'src/server/**/*.unit.test.ts',
        'scripts/**/*.test.ts',
        // eslint.config.test.ts, beside the configuration it tests.
        '*.test.ts',
      ],
    },
  },
  {
    extends: true,
    test: {
      name: 'build',
      environment: 'node',
      include: ['bench/**/*.test.ts'],
      globalSetup: [clientBuildSetup],
      testTimeout: 20_000,
      hookTimeout: 120_000,
    },
  },
  {
    extends: true,
    test: {
      name: 'api-pglite',
      environment: 'node',
      include: ['src/server/**/*.test.ts'],
      exclude: ['**/node_modules/**', '**/*.unit.test.ts', '**/*.pg.test.ts', ...(full ? [] : fullOnly)],
      env: { TEST_DB: 'pglite' },
      globalSetup: [apiGlobalSetup],
      isolate: false,
      ...apiTimeouts,
    },
  },
]

if (process.env.TEST_DATABASE_URL) {
  projects.push({
    extends: true,
    test: {
      name: 'api-postgres',
      environment: 'node',
      include: ['src/server/**/*.test.ts'],
      exclude: ['**/node_modules/**', '**/*.unit.test.ts', ...(full ? [] : fullOnly)],
      env: { TEST_DB: 'postgres', TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
      globalSetup: [apiGlobalSetup],
      isolate: false,
      ...apiTimeouts,
    },
  })
}

projects.push({
  extends: true,
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.spec.ts'],
    exclude: ['**/node_modules/**', ...(full ? [] : fullOnlyInBrowsers)],
    globalSetup: [clientBuildSetup, 'e2e/global-setup.ts'],
    // In the workers the API files use (Vitest runs a group's projects one after another, e2e after
    // api-pglite): two browser files at a time, now that the headless shell opens a context in a
    // fraction of full Chromium's CPU (decision 035).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})

export default defineConfig({
  test: {
    projects,
    // Vitest's default is one worker less than the cores: one on a two-core machine, where the files
    // run in about half the time on two (decisions 034 and 035).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // vitest's own report, then the ten slowest files of the run.
    reporters: ['default', './scripts/vitest/slowest-files-reporter.ts'],
    // The client's code built for the server (decision 044) is loaded by Node as `npm start` loads
    // it: through Vite's transform its 2 MB took longer than a plugin may take to start.
    server: { deps: { external: [/\/\.server\/server-render\.js$/] } },
  },
})
