import { join } from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, test } from 'vitest'
import { moduleRanks } from './module-ranks.js'

// The ranks of decision 047 as the project's own eslint.config.js applies them: an import between two
// modules goes down the ranks, so none runs back up and the modules form no circle.
const repo = join(import.meta.dirname, '..', '..')
let eslint: ESLint

beforeAll(async () => {
  eslint = new ESLint({ cwd: repo, overrideConfigFile: join(repo, 'eslint.config.js') })
  // The first run loads the parser, the plugins and the resolver: seconds on a busy machine.
  await eslint.lintText('export {}\n', { filePath: join(repo, 'src/server/modules/sales/ranks-probe.ts') })
}, 60_000)

/** What the rank rule says of `code` written in `file` (a path in the repository; it need not exist). */
async function rankProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repo, file) })
  const messages = result?.messages ?? []
  const fatal = messages.find((message) => message.fatal)
  if (fatal) throw new Error(`could not lint ${file}: ${fatal.message}`)
  return messages.filter((message) => message.ruleId === 'module-ranks/imports-downward').map((message) => message.message)
}

const importing = (source: string) => `import { x } from '${source}'\nexport const y = x\n`

describe('an import up the ranks or within one rank is refused', () => {
  test.each([
    { why: 'sales, the floor of the money, calls battles', file: 'src/server/modules/sales/payment-status.service.ts', source: '#server/modules/battles/battles.public' },
    { why: 'sales writes a mail through mail-content', file: 'src/server/modules/sales/refunds.service.ts', source: '../mail-content/mail-content.public' },
    { why: 'the leaderboard reads the queue, of its own rank', file: 'src/server/modules/leaderboard/leaderboard.repo.ts', source: '#server/modules/queue/queue.public' },
    { why: 'a re-export', file: 'src/server/modules/order-page/order-page.public.ts', source: '#server/modules/shipping/shipping.public', code: "export { x } from '#server/modules/shipping/shipping.public'\n" },
    { why: 'a lazy import', file: 'src/server/modules/catalog/catalog.repo.ts', source: '#server/modules/sales/sales.public', code: "export const load = () => import('#server/modules/sales/sales.public')\n" },
    { why: 'a type-level import', file: 'src/server/modules/queue/queue.routes.ts', source: '#server/modules/battles/battles.public', code: "export type T = import('#server/modules/battles/battles.public').X\n" },
  ])('$why', async ({ file, source, code }) => {
    const problems = await rankProblems(file, code ?? importing(source))
    expect(problems).toEqual([expect.stringMatching(/^module '[\w-]+' \(rank \d\) must not import module '[\w-]+' \(rank \d\): imports go down the ranks/)])
  })

  test('a module without a rank is refused until it gets one', async () => {
    expect(await rankProblems('src/server/modules/coupons/coupons.service.ts', importing('#server/modules/sales/sales.public'))).toEqual([
      "module 'coupons' has no rank: give it one in scripts/eslint/module-ranks.js (decision 047)",
    ])
  })
})

describe('an import down the ranks passes', () => {
  test.each([
    { why: 'battles takes money through sales', file: 'src/server/modules/battles/battle-spots.service.ts', source: '#server/modules/sales/sales.public' },
    { why: 'sales reads the catalogue', file: 'src/server/modules/sales/checkout.service.ts', source: '../catalog/catalog.public' },
    { why: "a module's own files", file: 'src/server/modules/sales/checkout.service.ts', source: './unpaid-holds' },
    { why: 'a test sets a scene from a module above', file: 'src/server/modules/sales/checkout.test.ts', source: '#server/modules/battles/battles.public' },
    { why: 'a fixture does too', file: 'src/server/modules/sales/money-fixture.ts', source: '#server/modules/shipping/shipping.public' },
  ])('$why', async ({ file, source }) => {
    expect(await rankProblems(file, importing(source))).toEqual([])
  })
})

test('every module of the shop has a rank', async () => {
  const { readdirSync } = await import('node:fs')
  const modules = readdirSync(join(repo, 'src/server/modules'))
  expect(modules.filter((name) => !(name in moduleRanks))).toEqual([])
})
