import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { expect, test } from 'vitest'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import { orders } from '#server/db/schema'
import { expectAdminOnly, nextEvent } from '#server/testing/admin-factories'
import { buyer, personalMarkers } from '#server/testing/factories'
import { buildTestApp, loginAsAdmin } from '#server/testing/test-app'
import { useAdminShop } from '#server/testing/use-test-shop'
import { DAY_MS, insertRetentionCases, readOrders, readPayments } from './privacy-fixture'

/** Decision 011: personal data of orders completed more than PII_RETENTION_DAYS ago can be anonymised. */
const shop = useAdminShop({ clearBetweenTests: true })

const anonymise = () => shop.admin('POST', '/api/privacy/anonymise')

test('POST /api/privacy/anonymise answers 401 {message} without the admin session', async () => {
  await expectAdminOnly(shop, [['POST', '/api/privacy/anonymise']])
})

test('only the payment whose orders were all completed over 180 days ago loses its personal data', async () => {
  const cases = await insertRetentionCases(shop.database.db)
  const ids = Object.values(cases)
  const before = await readPayments(shop.database.db, ids)
  const ordersBefore = await readOrders(shop.database.db, cases.old)

  const response = await anonymise()
  expect(response.statusCode).toBe(200)
  expect(response.json()).toEqual({ anonymised: 1, retentionDays: 180 })

  const after = await readPayments(shop.database.db, ids)
  const old = after.get(cases.old)
  expect(old).toMatchObject({ firstName: '', lastName: '', email: '', street: '', houseNumber: '', postalCode: '', city: '' })
  expect(JSON.stringify(old)).not.toMatch(new RegExp(personalMarkers.join('|')))
  expect(old?.anonymisedAt?.getTime()).toBeGreaterThan(Date.now() - 60_000)
  // Kept for the books and the leaderboard.
  expect(old).toMatchObject({
    amountCents: before.get(cases.old)?.amountCents,
    shippingMethod: 'live',
    shippingCostCents: before.get(cases.old)?.shippingCostCents,
    country: buyer.country,
    tiktokUsername: 'oudekoper',
    status: 'paid',
  })
  expect(await readOrders(shop.database.db, cases.old)).toEqual(ordersBefore)

  for (const [name, id] of Object.entries(cases).filter(([name]) => name !== 'old')) {
    expect(after.get(id), name).toEqual(before.get(id))
  }
})

test('a second run changes nothing and reports 0', async () => {
  const cases = await insertRetentionCases(shop.database.db)
  expect((await anonymise()).json()).toMatchObject({ anonymised: 1 })
  const first = await readPayments(shop.database.db, Object.values(cases))
  expect((await anonymise()).json()).toMatchObject({ anonymised: 0 })
  expect(await readPayments(shop.database.db, Object.values(cases))).toEqual(first)
})

test('the admin order list and the Excel export still work, with amounts and products and without the name', async () => {
  await insertRetentionCases(shop.database.db)
  await anonymise()

  const list = await shop.admin('GET', '/api/orders')
  expect(list.statusCode).toBe(200)
  const oldOrders = list.json<AdminOrder[]>().filter((order) => order.tiktokUsername === 'oudekoper')
  expect(oldOrders.map((order) => [order.productName, order.quantity, order.totalCents, order.shippingInfo.name])).toEqual([
    ['Booster 2', 2, 2_002, ''],
    ['Booster 1', 1, 1_000, ''],
  ])

  const exported = await shop.admin('GET', '/api/orders/export')
  expect(exported.statusCode).toBe(200)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(exported.rawPayload as unknown as ExcelJS.Buffer)
  const sheet = workbook.worksheets[0]
  const rows: unknown[][] = []
  sheet?.eachRow((row, number) => number > 1 && rows.push((row.values as unknown[]).slice(1)))
  const oldRows = rows.filter((row) => row[2] === 'oudekoper')
  expect(oldRows.map((row) => [row[3], row[4], row[6], row[10], row[11]])).toEqual([
    ['Booster 1', 1, 10, '', ''],
    ['Booster 2', 2, 20.02, '', ''],
  ])
  // The buyers still within the retention period keep their details in the export.
  expect(rows.some((row) => row[2] === 'nieuwekoper' && row[10] === `${buyer.firstName} ${buyer.lastName}`)).toBe(true)
})

test('open back offices hear orders_changed, so their order list drops the names at once', async () => {
  await insertRetentionCases(shop.database.db)
  const socket = await shop.subscribe(['admin'], { asAdmin: true })
  await anonymise()
  await nextEvent(socket, 'orders_changed')
})

test('PII_RETENTION_DAYS sets the period: with 30 days, the order completed 50 days ago goes too', async () => {
  const cases = await insertRetentionCases(shop.database.db)
  const shorter = await buildTestApp({ piiRetentionDays: 30 }, { database: shop.database })
  try {
    const cookie = await loginAsAdmin(shorter.app)
    const response = await shorter.app.inject({ method: 'POST', url: '/api/privacy/anonymise', headers: { cookie } })
    expect(response.json()).toEqual({ anonymised: 2, retentionDays: 30 })
    const after = await readPayments(shop.database.db, [cases.recent, cases.partlyOpen])
    expect(after.get(cases.recent)?.email).toBe('')
    expect(after.get(cases.partlyOpen)?.email).toBe(buyer.email)
  } finally {
    await shorter.close()
  }
})

test('completing an order records when; the retention period starts there', async () => {
  const { pending } = await insertRetentionCases(shop.database.db)
  const [order] = await readOrders(shop.database.db, pending)
  const response = await shop.admin('PATCH', `/api/orders/${order?.id}`, { status: 'completed' })
  expect(response.statusCode).toBe(200)
  const [completed] = await readOrders(shop.database.db, pending)
  expect(completed?.completedAt?.getTime()).toBeGreaterThan(Date.now() - 60_000)
})

test("the migration gives orders completed before completed_at existed their sale's time", async () => {
  const { completedWithoutTime } = await insertRetentionCases(shop.database.db)
  const migration = readFileSync(resolve(import.meta.dirname, '../../db/migrations/0002_access_and_retention.sql'), 'utf8')
  const backfill = migration.split('--> statement-breakpoint').find((part) => part.includes('UPDATE "orders"'))
  if (!backfill) throw new Error('no backfill in migration 0002')
  await shop.database.db.execute(sql.raw(backfill))
  const [order] = await readOrders(shop.database.db, completedWithoutTime)
  expect(order?.completedAt?.getTime()).toBe(order?.paidAt?.getTime())
  expect(Math.round((Date.now() - (order?.completedAt?.getTime() ?? 0)) / DAY_MS)).toBe(400)
  // Only completed orders get a completion time.
  const others = await shop.database.db.select().from(orders).where(eq(orders.status, 'pending'))
  expect(others.every((row) => row.completedAt === null)).toBe(true)
})
