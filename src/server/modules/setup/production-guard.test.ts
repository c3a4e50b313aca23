import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { configVariableNames } from '#server/config'
import { freePort, startShop, stopShop, type ShopProcess } from '#server/testing/faults/shop-process'
import { useScriptDatabase } from '#server/testing/use-test-shop'

/**
 * Decision 037: a shop for real buyers (an https PUBLIC_URL or Mollie) started as `npm start` starts
 * it, src/server/main.ts in a process of its own, on the configured database: the embedded one in
 * DATA_DIR (api-pglite) or PostgreSQL through DATABASE_URL (api-postgres).
 */
const database = useScriptDatabase('packstroom-guard-')

/** Each start compiles and loads the whole server (tsx). */
const STARTS_A_SHOP_MS = 120_000

/** Everything a shop for real buyers needs, and its own sender, so that one missing setting names only itself. */
const READY = {
  PUBLIC_URL: 'https://kaartenwinkel.nl',
  PAYMENT_PROVIDER: 'mollie',
  MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz',
  CONTACT_EMAIL: 'hallo@kaartenwinkel.nl',
  COMPANY_REG_NUMBER: '87654321',
  // Nothing is sent in these tests: a server that is not there is never asked.
  SMTP_URL: 'smtp://winkel:geheim@127.0.0.1:2525',
  MAIL_FROM: '"Kaartenwinkel" <bestellingen@kaartenwinkel.nl>',
}

let shop: ShopProcess | undefined
afterEach(async () => {
  if (shop) await stopShop(shop)
  shop = undefined
})

const startLines = (output: string) => output.split('\n').filter((line) => line.startsWith('Cannot start: '))

test.each([
  ['CONTACT_EMAIL', { CONTACT_EMAIL: '' }, /^CONTACT_EMAIL: still the placeholder info@packstroom\.nl; set the address buyers write to/],
  ['COMPANY_REG_NUMBER', { COMPANY_REG_NUMBER: '' }, /^COMPANY_REG_NUMBER: still the placeholder 12345678; set the shop's KvK number/],
  ['MAIL_FROM', { MAIL_FROM: '"Packstroom" <info@packstroom.nl>' }, /^MAIL_FROM: sends as the placeholder info@packstroom\.nl/],
  // Mollie alone makes it a shop for real buyers: unset, PUBLIC_URL is localhost.
  ['PUBLIC_URL', { PUBLIC_URL: '' }, /^PUBLIC_URL: http:\/\/localhost:3000 is this machine, not the shop's public address/],
  ['SMTP_URL', { SMTP_URL: '' }, /^SMTP_URL: not set, so no buyer gets an e-mail; set the mail server/],
])(
  'without %s the shop refuses to start: exit code 1 and one line naming it',
  async (variable, missing, detail) => {
    const result = await startRefused({ ...READY, ...missing, PORT: '3000' })
    expect(result.code, result.output).toBe(1)
    const lines = startLines(result.output)
    expect(lines, result.output).toHaveLength(1)
    expect(lines[0]?.slice('Cannot start: '.length)).toMatch(detail)
    expect(lines[0]).toContain(variable)
    expect(result.output).toContain('ALLOW_INCOMPLETE_SETUP=true starts it anyway')
    expect(result.output).not.toContain(' is running at ')
  },
  STARTS_A_SHOP_MS,
)

test('with every setting in place the shop starts and warns about nothing', async () => {
  shop = await startShop({ port: await freePort(), ...where(), env: { ...READY, LOG_LEVEL: 'info' } })
  expect((await fetch(`${shop.url}/api/health`)).status).toBe(200)
  expect(shop.output()).toContain('is running at https://kaartenwinkel.nl')
  expect(shop.output()).not.toContain('not ready for real buyers')
}, STARTS_A_SHOP_MS)

test('ALLOW_INCOMPLETE_SETUP=true starts it anyway, with one warning per missing setting', async () => {
  const env = { ...READY, CONTACT_EMAIL: '', SMTP_URL: '', ALLOW_INCOMPLETE_SETUP: 'true' }
  shop = await startShop({ port: await freePort(), ...where(), env })
  expect((await fetch(`${shop.url}/api/health`)).status).toBe(200)
  const warnings = shop
    .output()
    .split('\n')
    .filter((line) => line.includes('not ready for real buyers, started with ALLOW_INCOMPLETE_SETUP=true'))
  expect(warnings, shop.output()).toHaveLength(2)
  expect(warnings.join('\n')).toContain('CONTACT_EMAIL: still the placeholder info@packstroom.nl')
  expect(warnings.join('\n')).toContain('SMTP_URL: not set')
}, STARTS_A_SHOP_MS)

const projectRoot = resolve(import.meta.dirname, '../../../..')

/**
 * Runs main.ts as `npm start` does, with these variables and no others (as admin-set-code.test.ts
 * runs its command), and waits for it to end. A shop that starts after all is stopped after 30 s, so
 * a missing refusal fails the test rather than leaving a server behind.
 */
function startRefused(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const blank = Object.fromEntries(configVariableNames.map((name) => [name, '']))
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: { ...blank, ...databaseVariables(), SEED_DEMO_PRODUCTS: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)))
  child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)))
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
  return new Promise((done) =>
    child.on('close', (code) => {
      clearTimeout(timer)
      done({ code, output })
    }),
  )
}

/** The file's database, as startShop takes it. */
const where = () => (database.postgres?.url ? { databaseUrl: database.postgres.url } : { dataDir: database.dataDir })
/** The same, as the shop's variables. */
const databaseVariables = () => (database.postgres?.url ? { DATABASE_URL: database.postgres.url } : { DATA_DIR: database.dataDir })
