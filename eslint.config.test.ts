import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { is } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { ESLint } from 'eslint'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { tableOwners } from './scripts/eslint/table-owners.js'

// The layer rules of eslint.config.js, run through ESLint itself on a small tree with the shop's
// layout, its package.json "imports" and its tsconfig.json, so both relative and #subpath
// specifiers resolve as they do in the repository.
const repo = import.meta.dirname
const root = mkdtempSync(join(tmpdir(), 'packstroom-layers-'))

const sourceFiles = [
  'src/shared/domain/money.ts',
  'src/shared/domain/money.test.ts',
  'src/shared/contracts/shop.ts',
  'src/client/main.tsx',
  'src/client/app/router.tsx',
  'src/client/features/cart/components/cart-sheet.tsx',
  'src/client/features/cart/api/use-cart.ts',
  'src/client/features/battles/components/battle-card.tsx',
  'src/client/resources/collections.ts',
  'src/client/components/ui/button.tsx',
  'src/client/components/ui/index.ts',
  'src/client/components/layout/header.tsx',
  'src/client/lib/api-client.ts',
  'src/server/main.ts',
  'src/server/app.ts',
  'src/server/config.ts',
  'src/server/modules/catalog/catalog.public.ts',
  'src/server/modules/catalog/catalog.repo.ts',
  'src/server/modules/catalog/catalog.routes.ts',
  'src/server/modules/orders/orders.public.ts',
  'src/server/modules/orders/orders.service.ts',
  'src/server/modules/orders/orders.test.ts',
  'src/server/platform/events.ts',
  'src/server/db/db.ts',
  'src/server/db/seed.ts',
  'src/server/realtime/hub.ts',
  'src/server/testing/test-app.ts',
]

let eslint: ESLint

beforeAll(async () => {
  const { imports } = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { imports: unknown }
  writeFileSync(join(root, 'package.json'), JSON.stringify({ type: 'module', imports }))
  writeFileSync(join(root, 'tsconfig.json'), readFileSync(join(repo, 'tsconfig.json')))
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'), 'dir')
  for (const file of sourceFiles) {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), 'export const x = 1\n')
  }
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: join(repo, 'eslint.config.js'),
    // The project's configuration, with the tree above as the project root.
    overrideConfig: {
      settings: {
        'boundaries/root-path': root,
        'import/resolver': { typescript: { project: join(root, 'tsconfig.json') } },
      },
    },
  })
  // The first run loads the parser, the plugins and the resolver: seconds on a busy machine.
  await eslint.lintText('export {}\n', { filePath: join(root, 'src/shared/domain/money.ts') })
}, 60_000)

afterAll(() => rmSync(root, { recursive: true, force: true }))

/** The layer problems ESLint reports for `code` written in `file`. */
async function layerProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) })
  const messages = result?.messages ?? []
  const fatal = messages.filter((message) => message.fatal)
  if (fatal.length > 0) throw new Error(`could not lint ${file}: ${fatal[0]?.message}`)
  return messages.filter((message) => message.ruleId?.startsWith('boundaries/')).map((message) => message.message)
}

const importing = (source: string) => `import { x } from '${source}'\nexport const y = x\n`

describe('imports that break the layers are rejected', () => {
  test.each([
    {
      why: 'a feature imports another feature',
      file: 'src/client/features/cart/components/cart-sheet.tsx',
      source: '#client/features/battles/components/battle-card',
      problem: /^feature 'cart' must not import feature 'battles'/,
    },
    {
      why: 'a feature imports another feature by a relative path',
      file: 'src/client/features/cart/components/cart-sheet.tsx',
      source: '../../battles/components/battle-card',
      problem: /^feature 'cart' must not import feature 'battles'/,
    },
    {
      why: "a module reaches into another module's private file",
      file: 'src/server/modules/orders/orders.service.ts',
      source: '#server/modules/catalog/catalog.repo',
      problem: /^module 'orders' may import module 'catalog' only through catalog\.public\.ts/,
    },
    {
      why: "a module reaches into another module's routes by a relative path",
      file: 'src/server/modules/orders/orders.service.ts',
      source: '../catalog/catalog.routes',
      problem: /^module 'orders' may import module 'catalog' only through catalog\.public\.ts/,
    },
    {
      why: 'server code imports client code',
      file: 'src/server/platform/events.ts',
      source: '#client/lib/api-client',
      problem: /^server-platform must not import '#client\/lib\/api-client' \(client-lib\)/,
    },
    {
      why: 'client code imports server code',
      file: 'src/client/features/cart/api/use-cart.ts',
      source: '#server/config',
      problem: /^client-feature must not import '#server\/config' \(server-entry\)/,
    },
    {
      why: 'shared code imports server code',
      file: 'src/shared/domain/money.ts',
      source: '#server/db/db',
      problem: /^shared must not import '#server\/db\/db' \(server-db\)/,
    },
    {
      why: 'shared code imports client code by a relative path',
      file: 'src/shared/domain/money.ts',
      source: '../../client/lib/api-client',
      problem: /^shared must not import '..\/..\/client\/lib\/api-client' \(client-lib\)/,
    },
    {
      why: 'shared code imports a package other than zod',
      file: 'src/shared/domain/money.ts',
      source: 'node:fs',
      problem: /^shared must not import 'node:fs'/,
    },
    {
      why: 'shared code imports the test runner outside a test',
      file: 'src/shared/domain/money.ts',
      source: 'vitest',
      problem: /^shared must not import 'vitest'/,
    },
    {
      why: 'shared code imports a file outside src',
      file: 'src/shared/domain/money.ts',
      source: '../../../package.json',
      problem: /^shared must not import '..\/..\/..\/package.json'/,
    },
    {
      why: 'a feature imports the app',
      file: 'src/client/features/cart/components/cart-sheet.tsx',
      source: '#client/app/router',
      problem: /^client-feature must not import '#client\/app\/router' \(client-app\)/,
    },
    {
      why: 'a resource imports a feature',
      file: 'src/client/resources/collections.ts',
      source: '#client/features/cart/api/use-cart',
      problem: /^client-resources must not import/,
    },
    {
      why: 'components import a resource',
      file: 'src/client/components/layout/header.tsx',
      source: '#client/resources/collections',
      problem: /^client-components must not import/,
    },
    {
      why: 'lib imports a feature',
      file: 'src/client/lib/api-client.ts',
      source: '#client/features/cart/api/use-cart',
      problem: /^client-lib must not import/,
    },
    {
      why: 'the platform imports a module, even its public file',
      file: 'src/server/platform/events.ts',
      source: '#server/modules/orders/orders.public',
      problem: /^server-platform must not import '#server\/modules\/orders\/orders.public' \(server-module\)/,
    },
    {
      why: 'the database layer imports a module',
      file: 'src/server/db/seed.ts',
      source: '../modules/catalog/catalog.public',
      problem: /^server-db must not import/,
    },
    {
      why: 'realtime imports a module',
      file: 'src/server/realtime/hub.ts',
      source: '#server/modules/catalog/catalog.public',
      problem: /^server-realtime must not import/,
    },
    {
      why: 'shop code imports the test helpers',
      file: 'src/server/modules/orders/orders.service.ts',
      source: '#server/testing/test-app',
      problem: /^server-module must not import '#server\/testing\/test-app' \(server-testing\)/,
    },
    {
      why: 'a module imports the app',
      file: 'src/server/modules/orders/orders.service.ts',
      source: '#server/app',
      problem: /^server-module must not import '#server\/app' \(server-entry\)/,
    },
    {
      why: 'an import goes through a barrel index file',
      file: 'src/client/components/layout/header.tsx',
      source: '../ui',
      problem: /^'..\/ui' imports an index file; barrel index files are not allowed/,
    },
  ])('$why', async ({ file, source, problem }) => {
    const problems = await layerProblems(file, importing(source))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(problem)
  })

  test('type-level imports, re-exports and lazy imports are checked too', async () => {
    const code = [
      "type Config = import('#server/config').Config",
      "export * from '#client/features/battles/components/battle-card'",
      "export const Lazy = () => import('../../battles/components/battle-card')",
      'export type { Config }',
    ].join('\n')
    const problems = await layerProblems('src/client/features/cart/components/cart-sheet.tsx', code)
    expect(problems).toEqual([
      expect.stringMatching(/^client-feature must not import '#server\/config'/),
      expect.stringMatching(/^feature 'cart' must not import feature 'battles'/),
      expect.stringMatching(/^feature 'cart' must not import feature 'battles'/),
    ])
  })
})

describe('imports along the layers pass', () => {
  test.each([
    { why: "a module imports another module's public file", file: 'src/server/modules/orders/orders.service.ts', source: '#server/modules/catalog/catalog.public' },
    { why: "a module imports another module's public file by a relative path", file: 'src/server/modules/orders/orders.service.ts', source: '../catalog/catalog.public' },
    { why: 'a module imports its own files', file: 'src/server/modules/orders/orders.service.ts', source: './orders.public' },
    { why: 'a module imports the database', file: 'src/server/modules/orders/orders.service.ts', source: '#server/db/db' },
    { why: 'a module reads the config', file: 'src/server/modules/orders/orders.service.ts', source: '#server/config' },
    { why: 'a module uses realtime', file: 'src/server/modules/orders/orders.service.ts', source: '../../realtime/hub' },
    { why: 'a feature imports a resource', file: 'src/client/features/cart/components/cart-sheet.tsx', source: '#client/resources/collections' },
    { why: 'a feature imports its own files', file: 'src/client/features/cart/components/cart-sheet.tsx', source: '../api/use-cart' },
    { why: 'a feature imports a component', file: 'src/client/features/cart/components/cart-sheet.tsx', source: '#client/components/ui/button' },
    { why: 'a feature imports shared code', file: 'src/client/features/cart/api/use-cart.ts', source: '#shared/contracts/shop' },
    { why: 'a resource imports lib', file: 'src/client/resources/collections.ts', source: '#client/lib/api-client' },
    { why: 'the app composes features', file: 'src/client/app/router.tsx', source: '#client/features/cart/components/cart-sheet' },
    { why: 'the entry starts the app', file: 'src/client/main.tsx', source: './app/router' },
    { why: 'components and lib use each other', file: 'src/client/lib/api-client.ts', source: '#client/components/ui/button' },
    { why: 'shared code imports zod', file: 'src/shared/contracts/shop.ts', source: 'zod' },
    { why: 'shared code imports shared code', file: 'src/shared/contracts/shop.ts', source: '#shared/domain/money' },
    { why: 'a shared test imports the test runner', file: 'src/shared/domain/money.test.ts', source: 'vitest' },
    { why: 'client code imports a package', file: 'src/client/components/ui/button.tsx', source: 'react' },
    { why: 'server code imports a node: module', file: 'src/server/platform/events.ts', source: 'node:events' },
    { why: 'the platform uses the database', file: 'src/server/platform/events.ts', source: '../db/db' },
    { why: 'app.ts registers a module by its routes', file: 'src/server/app.ts', source: './modules/catalog/catalog.routes' },
    { why: "testing reaches into a module's private file", file: 'src/server/testing/test-app.ts', source: '#server/modules/catalog/catalog.repo' },
    { why: 'a module test uses testing', file: 'src/server/modules/orders/orders.test.ts', source: '#server/testing/test-app' },
    { why: 'a module test starts the app', file: 'src/server/modules/orders/orders.test.ts', source: '#server/app' },
  ])('$why', async ({ file, source }) => {
    expect(await layerProblems(file, importing(source))).toEqual([])
  })
})

/** The table-owner problems ESLint reports for `code` written in `file` (decision 028, 029). */
async function ownerProblems(file: string, code: string, rule = 'table-owners/writes-by-owner'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) })
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message)
}

const writing = (imports: string, write: string) =>
  `import { ${imports} } from '#server/db/schema'\nexport async function f(db: any) {\n  await ${write}\n}\n`

describe('only the module that owns a table writes it (decision 028)', () => {
  test.each([
    { why: 'inserts', write: 'db.insert(orders).values({})' },
    { why: 'updates', write: 'db.update(orders).set({ status: "completed" })' },
    { why: 'deletes', write: 'db.delete(orders)' },
  ])("another module that $why the sales module's table is refused", async ({ write }) => {
    expect(await ownerProblems('src/server/modules/battles/battles.service.ts', writing('orders', write))).toEqual([
      "module 'battles' writes table 'orders', which module 'sales' owns; ask sales.public.ts to do it (decision 028)",
    ])
  })

  test('a table imported under another name is still found', async () => {
    const problems = await ownerProblems('src/server/modules/battles/battles.service.ts', writing('payments as p', 'db.update(p).set({})'))
    expect(problems).toEqual([expect.stringMatching(/^module 'battles' writes table 'payments', which module 'sales' owns/)])
  })

  test.each([
    {
      why: "platform writes a module's table",
      file: 'src/server/platform/admin-access.ts',
      code: writing('loginFailures', 'db.delete(loginFailures)'),
      problem: "platform writes table 'loginFailures', which module 'auth' owns; ask auth.public.ts to do it (decision 028)",
    },
    {
      why: "a module writes platform's table",
      file: 'src/server/modules/auth/auth.routes.ts',
      code: writing('adminSessions', 'db.delete(adminSessions)'),
      problem: "module 'auth' writes table 'adminSessions', which platform owns; ask the functions of src/server/platform to do it (decision 028)",
    },
    {
      why: 'realtime, which owns no table, writes one',
      file: 'src/server/realtime/hub.ts',
      code: writing('orders', 'db.update(orders).set({})'),
      problem: "realtime writes table 'orders', which module 'sales' owns; ask sales.public.ts to do it (decision 028)",
    },
  ])('$why: refused (decision 049)', async ({ file, code, problem }) => {
    expect(await ownerProblems(file, code)).toEqual([problem])
  })

  test.each([
    { why: 'the owner writes its own table', file: 'src/server/modules/sales/orders.service.ts', code: writing('orders', 'db.update(orders).set({})') },
    { why: 'platform writes its own table', file: 'src/server/platform/session.ts', code: writing('adminSessions', 'db.insert(adminSessions).values({})') },
    { why: 'another module reads it', file: 'src/server/modules/battles/battles.service.ts', code: writing('orders', 'db.select().from(orders)') },
    { why: 'a test sets a scene', file: 'src/server/modules/battles/battles.test.ts', code: writing('orders', 'db.insert(orders).values({})') },
    {
      why: 'a local value of the same name is no table',
      file: 'src/server/modules/battles/battles.service.ts',
      code: 'export async function f(db: any, orders: unknown) {\n  await db.insert(orders)\n}\n',
    },
  ])('$why: no problem', async ({ file, code }) => {
    expect(await ownerProblems(file, code)).toEqual([])
  })
})

describe("a file imports its owner's schema file alone; the rest is read through the owners (decision 029, 049)", () => {
  const reading = (table: string, source: string) => `import { ${table} } from '${source}'\nexport const f = (db: any) => db.select().from(${table})\n`
  const readProblems = (file: string, code: string) => ownerProblems(file, code, 'table-owners/reads-through-owner')

  test.each(['orders', 'payments', 'refunds'])("the shipping desk importing sales' %s is refused", async (table) => {
    expect(await readProblems('src/server/modules/shipping/shipping-desk.repo.ts', reading(table, '#server/db/schema/sales'))).toEqual([
      "module 'shipping' imports '#server/db/schema/sales', the tables module 'sales' owns; read them through sales.public.ts (decision 029, 049)",
    ])
  })

  test.each([
    {
      why: 'a module imports the all-tables barrel, even for its own table',
      file: 'src/server/modules/shipping/shipping-desk.repo.ts',
      code: reading('shipments', '#server/db/schema'),
      problem:
        "module 'shipping' imports the whole schema ('#server/db/schema'); import its own tables from db/schema/shipping.ts and read another's through its owner (decision 049)",
    },
    {
      why: 'a namespace import of the barrel',
      file: 'src/server/modules/battles/battles.repo.ts',
      code: "import * as schema from '#server/db/schema'\nexport const f = (db: any) => db.select().from(schema.packBattles)\n",
      problem: /^module 'battles' imports the whole schema/,
    },
    {
      why: "another module's schema file by a relative path",
      file: 'src/server/modules/leaderboard/weekly-prize.repo.ts',
      code: reading('products', '../../db/schema/catalog'),
      problem: /^module 'leaderboard' imports '..\/..\/db\/schema\/catalog', the tables module 'catalog' owns; read them through catalog\.public\.ts/,
    },
    {
      why: "a re-export of another module's tables",
      file: 'src/server/modules/queue/queue.public.ts',
      code: "export { orders } from '#server/db/schema/sales'\n",
      problem: /^module 'queue' imports '#server\/db\/schema\/sales'/,
    },
    {
      why: "a type-level import of another module's schema file",
      file: 'src/server/modules/shipping/shipping-desk.repo.ts',
      code: "export type Order = (typeof import('#server/db/schema/sales'))['orders']\n",
      problem: /^module 'shipping' imports '#server\/db\/schema\/sales'/,
    },
    {
      why: "a lazy import of another module's schema file",
      file: 'src/server/modules/shipping/shipping-desk.repo.ts',
      code: "export const load = () => import('#server/db/schema/sales')\n",
      problem: /^module 'shipping' imports '#server\/db\/schema\/sales'/,
    },
    {
      why: "a module imports platform's tables",
      file: 'src/server/modules/auth/auth.routes.ts',
      code: reading('adminSessions', '#server/db/schema/platform'),
      problem:
        "module 'auth' imports '#server/db/schema/platform', the tables platform owns; read them through the functions of src/server/platform (decision 029, 049)",
    },
    {
      why: "platform imports a module's tables",
      file: 'src/server/platform/admin-access.ts',
      code: reading('loginFailures', '../db/schema/auth'),
      problem: /^platform imports '..\/db\/schema\/auth', the tables module 'auth' owns/,
    },
    {
      why: 'platform imports the barrel',
      file: 'src/server/platform/session.ts',
      code: reading('adminSessions', '#server/db/schema'),
      problem: /^platform imports the whole schema \('#server\/db\/schema'\); import its own tables from db\/schema\/platform\.ts/,
    },
    {
      why: 'realtime, which owns no table, imports a schema file',
      file: 'src/server/realtime/hub.ts',
      code: reading('adminSessions', '#server/db/schema/platform'),
      problem: "realtime imports '#server/db/schema/platform' but owns no table; read through the owners' public files (decision 049)",
    },
  ])('$why: refused', async ({ file, code, problem }) => {
    const problems = await readProblems(file, code)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(problem)
  })

  test.each([
    { why: 'a module imports its own schema file', file: 'src/server/modules/sales/orders.repo.ts', code: reading('orders', '#server/db/schema/sales') },
    { why: 'by a relative path', file: 'src/server/modules/catalog/catalog.repo.ts', code: reading('products', '../../db/schema/catalog') },
    { why: 'platform imports its own schema file', file: 'src/server/platform/session.ts', code: reading('adminSessions', '#server/db/schema/platform') },
    { why: 'a test sets a scene', file: 'src/server/modules/shipping/shipping-desk.test.ts', code: reading('orders', '#server/db/schema') },
    { why: 'a fixture sets a scene', file: 'src/server/modules/shipping/shipping-desk-fixture.ts', code: reading('payments', '#server/db/schema/sales') },
    { why: 'testing builds scenes from every table', file: 'src/server/testing/test-app.ts', code: reading('orders', '#server/db/schema') },
    { why: 'the seed writes the catalogue', file: 'src/server/db/seed.ts', code: reading('products', './schema') },
  ])('$why: no problem', async ({ file, code }) => {
    expect(await readProblems(file, code)).toEqual([])
  })
})

/** What ESLint says against an HTTP status in `code` written in `file` (decision 048). */
async function statusProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) })
  const rules = ['no-restricted-syntax', 'no-restricted-imports']
  return (result?.messages ?? []).filter((message) => rules.includes(message.ruleId ?? '')).map((message) => message.message)
}

describe("a module's service names the kind of a refusal, never its HTTP status (decision 048)", () => {
  const refusal = /A module's service says what went wrong as a refusal kind .*\(decision 048\)\.$/
  const service = 'src/server/modules/orders/orders.service.ts'
  const repo = 'src/server/modules/catalog/catalog.repo.ts'

  test.each([
    ['returns a status', service, "export const f = () => ({ ok: false, status: 409, message: 'Uitverkocht' })\n"],
    ['throws an object with a statusCode', service, "export const f = () => {\n  throw Object.assign(new Error('Weg'), { statusCode: 404 })\n}\n"],
    ['types its result with statuses', service, 'export type R = { ok: true } | { ok: false; status: 404 | 409; message: string }\n'],
    ['imports HttpError', service, "import { HttpError } from '#server/platform/errors'\nexport const e = new HttpError(409, 'Uitverkocht')\n"],
    ['imports HttpError by a relative path', repo, "import { HttpError } from '../../platform/errors'\nexport const e = HttpError\n"],
    ['returns a status from a repo', repo, "export function f() {\n  return { ok: false, status: 404, message: 'Weg' }\n}\n"],
  ])('a file that %s is refused', async (_why, file, code) => {
    expect(await statusProblems(file, code)).toEqual([expect.stringMatching(refusal)])
  })

  test.each([
    ['a service returns a kind', service, "export const f = () => ({ ok: false, kind: 'conflict', message: 'Uitverkocht' })\n"],
    ['an order status is a word', service, "export const f = () => ({ status: 'completed' })\nexport type S = { status: 'paid' | 'open' }\n"],
    ['a route answers with a status', 'src/server/modules/catalog/catalog.routes.ts', 'export type R = { status: 404 }\nexport const f = () => ({ status: 404 })\n'],
    ['a test expects a status', 'src/server/modules/orders/orders.test.ts', 'export const f = () => ({ status: 409 })\n'],
  ])('%s: no problem', async (_why, file, code) => {
    expect(await statusProblems(file, code)).toEqual([])
  })
})

test('every table is declared in its owner\'s schema file, and every owned table is declared', async () => {
  const folder = join(repo, 'src/server/db/schema')
  const declared = new Map<string, string>()
  for (const file of readdirSync(folder)) {
    const exported = (await import(join(folder, file))) as Record<string, unknown>
    for (const [name, value] of Object.entries(exported)) if (is(value, PgTable)) declared.set(name, basename(file, '.ts'))
  }
  expect(Object.fromEntries(declared)).toEqual(tableOwners)
})

describe("the shop's time zone is named in shop-time.ts alone", () => {
  const zoneMessage = /^The shop's time zone is named once, in src\/shared\/domain\/shop-time\.ts/
  /** The no-restricted-syntax messages for `code` in `file`: the zone, process.env and focused tests share that rule. */
  const syntaxProblems = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(root, file) })
    return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message)
  }
  // Put together, so that this file does not name the zone itself.
  const zoneName = ['Europe', 'Amsterdam'].join('/')
  const namingTheZone = `export const zone = '${zoneName}'\nexport const text = \`\${zone} or ${zoneName}\`\n`

  test.each([
    'src/client/features/cart/api/use-cart.ts',
    'src/server/modules/orders/orders.service.ts',
    'src/server/modules/orders/orders.test.ts',
    'src/server/testing/test-app.ts',
    'e2e/journey.spec.ts',
    'scripts/report.ts',
  ])('a string or a template naming it in %s is refused', async (file) => {
    expect(await syntaxProblems(file, namingTheZone)).toEqual([expect.stringMatching(zoneMessage), expect.stringMatching(zoneMessage)])
  })

  test('shop-time.ts names it, and still may not read process.env', async () => {
    expect(await syntaxProblems('src/shared/domain/shop-time.ts', `export const SHOP_TIME_ZONE = '${zoneName}'\n`)).toEqual([])
    expect(await syntaxProblems('src/shared/domain/shop-time.ts', 'export const zone = process.env.TZ\n')).toHaveLength(1)
  })

  test('beside it, a test file under src still refuses process.env and a focused test', async () => {
    const code = `import { test } from 'vitest'\nexport const zone = process.env.TZ ?? '${zoneName}'\ntest.only('x', () => {})\n`
    const problems = await syntaxProblems('src/shared/domain/money.test.ts', code)
    expect(problems).toHaveLength(3)
    expect(problems).toContainEqual(expect.stringMatching(zoneMessage))
    expect(problems).toContainEqual(expect.stringMatching(/^Only src\/server\/config\.ts/))
    expect(problems).toContainEqual(expect.stringMatching(/^A focused test/))
  })
})
