import { stripVTControlCharacters } from 'node:util'
import { afterEach, expect, test } from 'vitest'
import { targetForThisProject } from '#server/testing/faults/project-target'
import { freePort, startShop, stopShop, type ShopEnvironment, type ShopProcess } from '#server/testing/faults/shop-process'
import type { FaultTarget } from '#server/testing/faults/targets'

/** Each test starts the real server in a process of its own (tsx compiles it first). */
const STARTS_A_SHOP_MS = 120_000

let target: FaultTarget | undefined
let shop: ShopProcess | undefined

afterEach(async () => {
  if (shop) await stopShop(shop)
  await target?.dispose()
  shop = undefined
  target = undefined
})

/**
 * Starts the real server (main.ts) at the default log level, asks it a few things (first an unknown
 * address, answered 404, so its line is out before the stop) and stops it; returns what it printed.
 */
async function printedWhileServing(options: Pick<ShopEnvironment, 'env' | 'terminal'>): Promise<string> {
  target = await targetForThisProject()
  shop = await startShop({ port: await freePort(), ...target.environment, ...options, env: { LOG_LEVEL: 'info', ...options.env } })
  for (const path of ['/api/no-such-thing', '/api/products', '/api/collections', '/', '/api/queue']) {
    const answer = await fetch(`${shop.url}${path}`)
    await answer.arrayBuffer()
  }
  await stopShop(shop)
  const output = shop.output()
  shop = undefined
  return output
}

const lines = (output: string) => output.split(/\r?\n/).map((line) => line.trim()).filter(Boolean)
// Without the colour codes pino-pretty writes to a terminal.
const plain = (output: string) => stripVTControlCharacters(output)

test('started in a terminal, the shop prints its address and short readable lines, no JSON and no line per request', async () => {
  const output = plain(await printedWhileServing({ terminal: true }))
  expect(output).toContain('is running at http://localhost:')
  expect(output).toMatch(/INFO: Server listening at http:\/\/127\.0\.0\.1:\d+/)
  const json = lines(output).filter((line) => line.startsWith('{'))
  expect(json, output).toEqual([])
  expect(output).not.toContain('incoming request')
  expect(output).not.toContain('request completed')
}, STARTS_A_SHOP_MS)

test('when the output goes to a file or a collector, every log line is JSON, with warnings and a line for each failed request', async () => {
  // An explicit demo on a public https address starts, with a warning. The logging is the point here,
  // not the shop's settings: it starts with its placeholders (decision 037).
  const output = await printedWhileServing({
    env: { PUBLIC_URL: 'https://shop.example.nl', PAYMENT_PROVIDER: 'demo', ALLOW_INCOMPLETE_SETUP: 'true' },
  })
  const json = lines(output)
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level?: number; msg?: string; req?: { url?: string }; res?: { statusCode?: number } })
  // Decision 025: the 404 has its line; the answered reads have none.
  const requestLines = json.filter((entry) => entry.msg === 'incoming request' || entry.msg === 'request completed')
  expect(requestLines.filter((entry) => entry.res?.statusCode === 404).map((entry) => entry.req?.url)).toEqual(['/api/no-such-thing'])
  expect(requestLines.filter((entry) => entry.msg === 'incoming request' || entry.res?.statusCode === 200), output).toEqual([])
  const warning = json.find((entry) => entry.level === 40 && entry.msg?.startsWith('demo payments on https://shop.example.nl'))
  expect(warning, output).toBeDefined()
  expect(output).toContain('demo payments: a test shop, nobody really pays')
}, STARTS_A_SHOP_MS)

test('LOG_FORMAT=json keeps JSON in a terminal too', async () => {
  const output = plain(await printedWhileServing({ terminal: true, env: { LOG_FORMAT: 'json' } }))
  expect(lines(output).some((line) => line.startsWith('{') && line.includes('"request completed"')), output).toBe(true)
}, STARTS_A_SHOP_MS)
