import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { RuleTester, type Rule } from 'eslint'
import tseslint from 'typescript-eslint'
import { afterAll, describe, it } from 'vitest'

// The plugin is plain JavaScript so eslint.config.js can load it without a build step; TypeScript
// has no declaration for it, hence the untyped specifier and the cast.
const pluginPath: string = './eslint-import-layers'
const plugin = ((await import(pluginPath)) as { default: { rules: Record<string, Rule.RuleModule> } }).default
const rule = plugin.rules['import-layers']
if (!rule) throw new Error('the plugin does not export the import-layers rule')

RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

const ruleTester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
})

// Barrel detection looks at the file system, so those cases need a real tree with a package.json.
const tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'import-layers-'))
for (const [file, text] of Object.entries({
  'package.json': '{}',
  'src/client/components/ui/index.ts': 'export {}',
  'src/client/components/ui/button.tsx': 'export {}',
  'src/client/lib/format.ts': 'export {}',
  'src/client/lib/format/index.ts': 'export {}',
})) {
  fs.mkdirSync(path.dirname(path.join(tmpRoot, file)), { recursive: true })
  fs.writeFileSync(path.join(tmpRoot, file), text)
}
afterAll(() => fs.rmSync(tmpRoot, { recursive: true, force: true }))

const cartFile = '/repo/src/client/features/cart/components/cart-sheet.tsx'
const ordersModule = '/repo/src/server/modules/orders/orders.service.ts'
const sharedFile = '/repo/src/shared/domain/money.ts'

ruleTester.run('import-layers', rule, {
  valid: [
    // shared: zod and shared only
    { filename: sharedFile, code: "import { z } from 'zod'" },
    { filename: sharedFile, code: "import { z } from 'zod/v4'" },
    { filename: sharedFile, code: "import { formatEuro } from './format'" },
    // a test beside shared code may use the test runner
    { filename: '/repo/src/shared/domain/money.test.ts', code: "import { test } from 'vitest'" },
    { filename: sharedFile, code: "import type { Order } from '../contracts/shop'" },
    // server and client may use shared and packages
    { filename: ordersModule, code: "import { shopSchema } from '../../../shared/contracts/shop'" },
    { filename: ordersModule, code: "import fp from 'fastify-plugin'" },
    { filename: cartFile, code: "import { useQuery } from '@tanstack/react-query'" },
    { filename: cartFile, code: "import { formatEuro } from '../../../../shared/domain/money'" },
    // a feature may use its own files, components and lib
    { filename: cartFile, code: "import { useCart } from '../api/use-cart'" },
    { filename: cartFile, code: "import { Button } from '../../../components/ui/button'" },
    { filename: cartFile, code: "import { apiClient } from '../../../lib/api-client'" },
    // the app composes features
    {
      filename: '/repo/src/client/app/routes/home-route.tsx',
      code: "import { LiveQueuePanel } from '../../features/live-queue/components/live-queue-panel'",
    },
    // components and lib depend only on each other
    {
      filename: '/repo/src/client/components/layout/header.tsx',
      code: "import { Button } from '../ui/button'; import { shopInfo } from '../../lib/shop-info'",
    },
    // modules use platform, db, realtime and their own files
    { filename: ordersModule, code: "import { db } from '../../db/db'" },
    { filename: ordersModule, code: "import { publish } from '../../platform/events'" },
    { filename: ordersModule, code: "import { listOrders } from './orders.repo'" },
    { filename: ordersModule, code: "export { ordersRoutes } from './orders.routes'" },
    // app.ts registers every module; testing may reach into modules
    { filename: '/repo/src/server/app.ts', code: "import { ordersRoutes } from './modules/orders/orders.routes'" },
    {
      filename: '/repo/src/server/testing/factories.ts',
      code: "import { createOrder } from '../modules/orders/orders.repo'",
    },
    { filename: '/repo/src/server/platform/events.ts', code: "import { db } from '../db/db'" },
    // files outside src are unrestricted
    { filename: '/repo/e2e/checkout.spec.ts', code: "import { buildApp } from '../src/server/app'" },
    { filename: '/repo/bench/queue.bench.ts', code: "import { LiveQueuePanel } from '../src/client/features/live-queue/x'" },
    { filename: '/repo/scripts/dev.ts', code: "import { loadConfig } from '../src/server/config'" },
    { filename: '/repo/vite.config.ts', code: "import react from '@vitejs/plugin-react'" },
    // dynamic imports that are allowed, and ones the rule cannot know
    { filename: '/repo/src/client/app/router.tsx', code: "const Cart = () => import('../features/cart/components/cart-sheet')" },
    { filename: cartFile, code: 'const load = (name: string) => import(name)' },
    // type-level imports follow the same rules
    { filename: sharedFile, code: "type Order = import('../contracts/shop').Order" },
    // a file next to a folder wins over the folder's index, as in bundler resolution
    { filename: `${tmpRoot}/src/client/components/ui/dialog.tsx`, code: "import { format } from '../../lib/format'" },
    { filename: `${tmpRoot}/src/client/components/layout/header.tsx`, code: "import { Button } from '../ui/button'" },
  ],

  invalid: [
    // shared
    {
      filename: sharedFile,
      code: "import { readFile } from 'node:fs'",
      errors: [{ message: /^src\/shared may import only src\/shared and zod, not the package 'node:fs'/ }],
    },
    {
      filename: sharedFile,
      code: "import { test } from 'vitest'",
      errors: [{ message: /not the package 'vitest'/ }],
    },
    {
      filename: sharedFile,
      code: "import { useQuery } from '@tanstack/react-query/build'",
      errors: [{ message: /not the package '@tanstack\/react-query'/ }],
    },
    {
      filename: sharedFile,
      code: "import { db } from '../../server/db/db'",
      errors: [{ message: /^src\/shared may import only src\/shared and zod \('..\/..\/server\/db\/db' resolves to src\/server\/db\/db\)$/ }],
    },
    {
      filename: sharedFile,
      code: "export * from '../../client/lib/shop-info'",
      errors: [{ message: /^src\/shared may import only src\/shared and zod/ }],
    },
    {
      filename: sharedFile,
      code: "import pkg from '../../../package.json'",
      errors: [{ message: /^src\/shared may import only src\/shared and zod/ }],
    },
    // client <-> server
    {
      filename: cartFile,
      code: "import type { Config } from '../../../../server/config'",
      errors: [{ message: /^src\/client must not import src\/server \(/ }],
    },
    {
      filename: '/repo/src/client/main.tsx',
      code: "const app = await import('../server/app')",
      errors: [{ message: /^src\/client must not import src\/server/ }],
    },
    {
      filename: ordersModule,
      code: "import { Button } from '../../../client/components/ui/button'",
      errors: [{ message: /^src\/server must not import src\/client \(/ }],
    },
    {
      filename: '/repo/src/server/platform/static-client.ts',
      code: "export { routes } from '../../client/app/routes'",
      errors: [{ message: /^src\/server must not import src\/client/ }],
    },
    // features
    {
      filename: cartFile,
      code: "import { BattleCard } from '../../battles/components/battle-card'",
      errors: [
        {
          message:
            "feature 'cart' must not import feature 'battles'; move shared code to components/ or lib/ ('../../battles/components/battle-card' resolves to src/client/features/battles/components/battle-card)",
        },
      ],
    },
    {
      filename: '/repo/src/client/features/cart/api/use-cart.ts',
      code: "export { useBattle } from '../../battles/api/use-battle'",
      errors: [{ message: /^feature 'cart' must not import feature 'battles'/ }],
    },
    {
      filename: cartFile,
      code: "const Battles = lazy(() => import('../../battles/components/battles-page'))",
      errors: [{ message: /^feature 'cart' must not import feature 'battles'/ }],
    },
    {
      filename: cartFile,
      code: "import { router } from '../../../app/router'",
      errors: [{ message: /^feature 'cart' must not import src\/client\/app/ }],
    },
    // components and lib
    {
      filename: '/repo/src/client/components/layout/header.tsx',
      code: "import { CartButton } from '../../features/cart/components/cart-button'",
      errors: [{ message: /^src\/client\/components must not import src\/client\/features/ }],
    },
    {
      filename: '/repo/src/client/components/ui/toast.tsx',
      code: "import { providers } from '../../app/providers'",
      errors: [{ message: /^src\/client\/components must not import src\/client\/app/ }],
    },
    {
      filename: '/repo/src/client/lib/realtime-client.ts',
      code: "import { queueKeys } from '../features/live-queue/api/queue-keys'",
      errors: [{ message: /^src\/client\/lib must not import src\/client\/features/ }],
    },
    {
      filename: '/repo/src/client/lib/query-client.ts',
      code: "import { router } from '../app/router'",
      errors: [{ message: /^src\/client\/lib must not import src\/client\/app/ }],
    },
    // platform, db and realtime below modules
    {
      filename: '/repo/src/server/platform/events.ts',
      code: "import { markOrderPaid } from '../modules/orders/orders.service'",
      errors: [{ message: /^src\/server\/platform must not import src\/server\/modules/ }],
    },
    {
      filename: '/repo/src/server/db/seed.ts',
      code: "import { createProduct } from '../modules/catalog/catalog.repo'",
      errors: [{ message: /^src\/server\/db must not import src\/server\/modules/ }],
    },
    {
      filename: '/repo/src/server/realtime/realtime.ts',
      code: "import { listQueue } from '../modules/queue/queue.service'",
      errors: [{ message: /^src\/server\/realtime must not import src\/server\/modules/ }],
    },
    // modules
    {
      filename: ordersModule,
      code: "import { reserveStock } from '../catalog/catalog.service'",
      errors: [{ message: /^module 'orders' must not import module 'catalog'; talk through platform\/, db\/, shared\/ or an event/ }],
    },
    {
      filename: ordersModule,
      code: "import type { Battle } from '../../modules/battles/battles.repo'",
      errors: [{ message: /^module 'orders' must not import module 'battles'/ }],
    },
    // type-level import('...') and import = require('...')
    {
      filename: cartFile,
      code: "type Config = import('../../../../server/config').Config",
      errors: [{ message: /^src\/client must not import src\/server/ }],
    },
    {
      filename: ordersModule,
      code: "import catalog = require('../catalog/catalog.service')",
      errors: [{ message: /^module 'orders' must not import module 'catalog'/ }],
    },
    // every offending specifier is reported
    {
      filename: cartFile,
      code: "import a from '../../battles/x'\nimport b from '../../queue/y'",
      errors: [
        { message: /feature 'battles'/, line: 1 },
        { message: /feature 'queue'/, line: 2 },
      ],
    },
    // barrels
    {
      filename: '/repo/src/client/components/layout/footer.tsx',
      code: "import { Button } from '../ui/index'",
      errors: [{ message: "'../ui/index' imports an index file; barrel index files are not allowed, import the file itself" }],
    },
    {
      filename: `${tmpRoot}/src/client/components/layout/header.tsx`,
      code: "import { Button } from '../ui'",
      errors: [{ message: /^'..\/ui' imports a folder through its index.ts; barrel index files are not allowed/ }],
    },
    {
      filename: `${tmpRoot}/src/client/components/ui/dialog.tsx`,
      code: "import { Button } from '.'",
      errors: [{ message: /^'.' imports a folder through its index.ts/ }],
    },
  ],
})
