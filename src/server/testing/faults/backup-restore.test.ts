import { existsSync, statSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, inject, test } from 'vitest'
import { postgresBackup, runDatabaseScript } from './backup-routes'
import { addDropProducts, loginAsSeller, runDrop, sendJson, type AnsweredCheckout } from './drop'
import { targetForThisProject } from './project-target'
import { freePort, startShop, stopShop, type ShopProcess } from './shop-process'
import { postgresTarget, type FaultTarget } from './targets'

const kind = inject('testDatabase').kind
const cleanUps: (() => Promise<unknown>)[] = []

afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp()
})

async function started(environment: Omit<Parameters<typeof startShop>[0], 'port'>): Promise<ShopProcess> {
  const shop = await startShop({ port: await freePort(), ...environment })
  cleanUps.push(() => stopShop(shop, 'SIGKILL'))
  return shop
}

async function target(make: () => Promise<FaultTarget>): Promise<FaultTarget> {
  const made = await make()
  cleanUps.push(() => made.dispose())
  return made
}

/** Orders of every kind (paid, cancelled, awaiting payment) from a short drop; the seller's order list. */
async function takeOrders(shop: ShopProcess) {
  const cookie = await loginAsSeller(shop.url)
  const products = await addDropProducts(shop.url, cookie, [40, 20], 'backup')
  const drop = await runDrop(shop.url, [...products.keys()], { buyers: 6, maxDurationMs: 1_500 })
  expect(drop.unexpected).toEqual([])
  return { checkouts: drop.answered, orders: await settledOrders(shop, cookie) }
}

/**
 * The seller's order list once the outbox has settled: a shop without a mail server holds each message
 * as 'Niet verzonden' once it has been due for 2 s (decision 038), so a list read at once would differ
 * from the restored shop's by that alone.
 */
async function settledOrders(shop: ShopProcess, cookie: string): Promise<unknown> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const orders = (await sellerOrders(shop, cookie)) as { emails: { status: string }[] }[]
    const waiting = orders.flatMap((order) => order.emails).filter((mail) => mail.status === 'pending' || mail.status === 'sending')
    if (waiting.length === 0) return orders
    if (Date.now() > deadline) throw new Error(`${waiting.length} e-mails still in the outbox after 15 s`)
    await new Promise((done) => setTimeout(done, 250))
  }
}

async function sellerOrders(shop: ShopProcess, cookie?: string): Promise<unknown> {
  const answer = await sendJson(`${shop.url}/api/orders`, 'GET', undefined, cookie ?? (await loginAsSeller(shop.url)))
  expect(answer.status).toBe(200)
  return answer.body
}

/** Every checkout of the drop is there, with the outcome its buyer saw. */
async function expectEveryCheckout(shop: ShopProcess, checkouts: AnsweredCheckout[]) {
  const found = []
  for (const checkout of checkouts) {
    const answer = await sendJson(`${shop.url}/api/payments/${checkout.paymentId}/demo`, 'GET')
    found.push({ status: answer.status, payment: (answer.body as { status?: string }).status })
  }
  expect(found).toEqual(checkouts.map((c) => ({ status: 200, payment: c.outcome ?? 'open' })))
}

async function timed<T extends object>(fn: () => Promise<T>): Promise<T & { ms: number }> {
  const start = Date.now()
  const result = await fn()
  return { ...result, ms: Date.now() - start }
}

const title =
  kind === 'pglite'
    ? 'npm run db:backup, then db:restore into a fresh data folder: the shop started on it has every order'
    : "README's pg_dump / pg_restore route: the shop started on the restored database has every order"

test(title, async () => {
  const folder = await mkdtemp(join(tmpdir(), 'packstroom-backup-'))
  cleanUps.push(() => rm(folder, { recursive: true, force: true }))
  const original = await target(targetForThisProject)
  const shop = await started(original.environment)
  const { checkouts, orders } = await takeOrders(shop)
  expect(checkouts.length).toBeGreaterThan(5)
  expect(checkouts.some((c) => c.outcome === 'paid')).toBe(true)
  const file = join(folder, kind === 'pglite' ? 'packstroom.tar.gz' : 'packstroom.dump')
  const report = (backupMs: number, restoreMs: number) =>
    console.info(
      `backup figures (${kind}): ${checkouts.length} checkouts, ${(orders as unknown[]).length} orders in the seller's list; ` +
        `backup ${backupMs} ms, ${(statSync(file).size / 1_000_000).toFixed(1)} MB; restore ${restoreMs} ms (each a command of its own)`,
    )

  let restored: Omit<Parameters<typeof startShop>[0], 'port'>
  if (kind === 'pglite') {
    const dataDir = original.environment.dataDir ?? ''
    const whileRunning = await runDatabaseScript('db-backup', [file], dataDir)
    expect(whileRunning.code, whileRunning.output).toBe(1)
    expect(whileRunning.output).toContain('in use by another process')
    expect(existsSync(file)).toBe(false)

    expect(await stopShop(shop)).toEqual({ code: 0, signal: null })
    const backup = await timed(() => runDatabaseScript('db-backup', [file], dataDir))
    expect(backup.code, backup.output).toBe(0)

    const freshDir = join(folder, 'fresh-data')
    const restore = await timed(() => runDatabaseScript('db-restore', [file], freshDir))
    expect(restore.code, restore.output).toBe(0)
    report(backup.ms, restore.ms)
    const again = await runDatabaseScript('db-restore', [file], freshDir)
    expect(again.code, again.output).toBe(1)
    expect(again.output).toContain('already holds a database')
    restored = { dataDir: freshDir }
  } else {
    // PostgreSQL backs up while the shop runs.
    const dump = await timed(() => postgresBackup.dump(original.environment.databaseUrl ?? '', file))
    expect(dump.code, dump.output).toBe(0)
    await stopShop(shop)
    const { url, prefix } = inject('testDatabase') as { url: string; prefix: string }
    const fresh = await target(() => postgresTarget({ serverUrl: url, prefix }))
    const restore = await timed(() => postgresBackup.restore(fresh.environment.databaseUrl ?? '', file))
    expect(restore.code, restore.output).toBe(0)
    report(dump.ms, restore.ms)
    restored = fresh.environment
  }

  const shopOnBackup = await started(restored)
  expect(await sellerOrders(shopOnBackup)).toEqual(orders)
  await expectEveryCheckout(shopOnBackup, checkouts)

  if (restored.dataDir) {
    // Never into a folder a running shop has open, forced or not.
    const intoRunningShop = await runDatabaseScript('db-restore', [file, '--force'], restored.dataDir)
    expect(intoRunningShop.code, intoRunningShop.output).toBe(1)
    expect(intoRunningShop.output).toContain('in use by another process')
  }
  expect(await stopShop(shopOnBackup)).toEqual({ code: 0, signal: null })
}, 120_000)
