import { eq } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { describe, expect, test } from 'vitest'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import { orders, payments } from '#server/db/schema'
import { checkOut, createTestOrder, expectAdminOnly } from '#server/testing/admin-factories'
import { buyer, insertProduct, settleDemoPayment } from '#server/testing/factories'
import { useAdminShop } from '#server/testing/use-test-shop'
import { amsterdamWallClock } from './orders-export'

const shop = useAdminShop({ clearBetweenTests: true })

const headers = [
  'Datum en tijd',
  'Status',
  'TikTok gebruikersnaam',
  'Product',
  'Aantal',
  'Stukprijs',
  'Totaal',
  'Punten',
  'Verzendmethode',
  'Verzendkosten',
  'Naam',
  'E-mail',
  'Straat en huisnummer',
  'Postcode',
  'Stad',
  'Land',
]
const euroColumns = ['Stukprijs', 'Totaal', 'Verzendkosten']

async function downloadExport() {
  const response = await shop.admin('GET', '/api/orders/export')
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  expect(response.headers['content-disposition']).toBe('attachment; filename="bestellingen.xlsx"')
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer)
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new Error('the workbook has no worksheet')
  return sheet
}

/** The data rows, each as {header: cell}. */
function rowsOf(sheet: ExcelJS.Worksheet): Record<string, ExcelJS.Cell>[] {
  const rows: Record<string, ExcelJS.Cell>[] = []
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r)
    rows.push(Object.fromEntries(headers.map((header, i) => [header, row.getCell(i + 1)])))
  }
  return rows
}
const valueOf = (row: Record<string, ExcelJS.Cell> | undefined, header: string) => row?.[header]?.value

test('GET /api/orders/export answers 401 {message} without the admin session', async () => {
  await expectAdminOnly(shop, [['GET', '/api/orders/export']])
})

test('an export without orders holds the frozen header row only', async () => {
  const sheet = await downloadExport()
  expect(sheet.getRow(1).values).toEqual([undefined, ...headers])
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
  expect(sheet.rowCount).toBe(1)
})

test('bestellingen.xlsx has one row per pending or completed order, in euros, with shipping counted once', async () => {
  const db = shop.database.db
  const pack = await insertProduct(db, { name: 'Booster Pack – Testvlam', priceCents: 549, stock: 20 })
  const box = await insertProduct(db, { name: 'Booster Box – Nachtvlam', priceCents: 12_999, stock: 20 })
  // A PostNL checkout of two lines, paid on a summer morning (CEST, UTC+2).
  const paid = await checkOut(shop, [{ productId: pack.id, quantity: 2 }, { productId: box.id, quantity: 1 }], {
    shippingMethod: 'postnl',
    email: buyer.email,
  })
  await settleDemoPayment(shop.shop.app, paid, 'paid')
  await db.update(orders).set({ paidAt: new Date('2026-07-01T10:00:00Z') }).where(eq(orders.paymentId, paid))
  // A completed test order, paid on a winter morning (CET, UTC+1).
  const manual = await createTestOrder(shop, box.id, { quantity: 3, tiktokUsername: 'winterkoper' })
  await shop.admin('PATCH', `/api/orders/${manual.id}`, { status: 'completed' })
  await db.update(orders).set({ paidAt: new Date('2026-01-15T10:00:00Z') }).where(eq(orders.id, manual.id))
  // Neither a failed checkout nor one still awaiting payment is a sale.
  const failed = await checkOut(shop, [{ productId: pack.id, quantity: 1 }], { tiktokUsername: 'mislukt' })
  await settleDemoPayment(shop.shop.app, failed, 'failed')
  await checkOut(shop, [{ productId: pack.id, quantity: 1 }], { tiktokUsername: 'wachtend' })

  const sales = (await shop.admin('GET', '/api/orders')).json<AdminOrder[]>().filter((o) => o.status !== 'failed')
  const sheet = await downloadExport()
  expect(sheet.getRow(1).values).toEqual([undefined, ...headers])
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })

  const rows = rowsOf(sheet)
  expect(rows).toHaveLength(sales.length)
  expect(rows.map((row) => valueOf(row, 'TikTok gebruikersnaam'))).toEqual(['pieter', 'pieter', 'winterkoper'])
  for (const row of rows) {
    for (const header of euroColumns) {
      expect(typeof valueOf(row, header), header).toBe('number')
      expect(row[header]?.numFmt, header).toContain('€')
    }
  }

  const [packRow, boxRow, manualRow] = rows
  expect(headers.map((h) => valueOf(packRow, h))).toEqual([
    new Date('2026-07-01T12:00:00Z'),
    'In wachtrij',
    'pieter',
    'Booster Pack – Testvlam',
    2,
    5.49,
    10.98,
    109,
    'PostNL',
    4.95,
    `${buyer.firstName} ${buyer.lastName}`,
    buyer.email,
    `${buyer.street} ${buyer.houseNumber}`,
    buyer.postalCode,
    buyer.city,
    'Nederland',
  ])
  expect(valueOf(boxRow, 'Verzendkosten')).toBe(0)
  expect(valueOf(manualRow, 'Datum en tijd')).toEqual(new Date('2026-01-15T11:00:00Z'))
  expect(valueOf(manualRow, 'Status')).toBe('Afgerond')
  expect(valueOf(manualRow, 'Totaal')).toBe(389.97)

  const sum = (header: string) => rows.reduce((total, row) => total + Number(valueOf(row, header)), 0)
  expect(sum('Totaal')).toBeCloseTo(sales.reduce((total, o) => total + o.totalCents, 0) / 100, 2)
  expect(sum('Punten')).toBe(sales.reduce((total, o) => total + o.points, 0))
  expect(sum('Verzendkosten')).toBeCloseTo(4.95, 2)
})

test('a name, address or product that starts like a formula gets a leading apostrophe; numbers stay numbers', async () => {
  const db = shop.database.db
  // Sheet cells are text already; the apostrophe keeps them text in a label tool's CSV made from the sheet.
  const pack = await insertProduct(db, { name: '+31 6 Booster Pack', priceCents: 549, stock: 5 })
  const paid = await checkOut(shop, [{ productId: pack.id, quantity: 2 }], {
    shippingMethod: 'postnl',
    firstName: '=HYPERLINK("http://x","y")',
    lastName: 'Jansen',
    street: '-1',
    houseNumber: '12',
    city: '@SUM(1)',
  })
  await settleDemoPayment(shop.shop.app, paid, 'paid')

  const [row] = rowsOf(await downloadExport())
  for (const header of ['Naam', 'Straat en huisnummer', 'Stad', 'Product']) {
    expect(row?.[header]?.type, header).toBe(ExcelJS.ValueType.String)
    expect(row?.[header]?.formula, header).toBeUndefined()
  }
  expect(valueOf(row, 'Naam')).toBe(`'=HYPERLINK("http://x","y") Jansen`)
  expect(valueOf(row, 'Straat en huisnummer')).toBe("'-1 12")
  expect(valueOf(row, 'Stad')).toBe("'@SUM(1)")
  expect(valueOf(row, 'Product')).toBe("'+31 6 Booster Pack")
  expect(valueOf(row, 'Status')).toBe('In wachtrij')
  expect(valueOf(row, 'Postcode')).toBe(buyer.postalCode)
  expect(valueOf(row, 'Land')).toBe('Nederland')
  expect(valueOf(row, 'Aantal')).toBe(2)
  expect(valueOf(row, 'Stukprijs')).toBe(5.49)
  expect(valueOf(row, 'Totaal')).toBe(10.98)
})

// The export counted the opened orders of a payment the bank took back as sales: the money is gone.
test('a completed order whose payment the bank took back is not a sale: it stands apart, on its own sheet', async () => {
  const db = shop.database.db
  const pack = await insertProduct(db, { name: 'Booster Pack – Testvlam', priceCents: 549, stock: 20 })
  const kept = await checkOut(shop, [{ productId: pack.id, quantity: 1 }], { tiktokUsername: 'eerlijk' })
  await settleDemoPayment(shop.shop.app, kept, 'paid')
  const taken = await checkOut(shop, [{ productId: pack.id, quantity: 2 }], { tiktokUsername: 'terugboeker', shippingMethod: 'postnl' })
  await settleDemoPayment(shop.shop.app, taken, 'paid')
  const [opened] = await db.select().from(orders).where(eq(orders.paymentId, taken))
  expect((await shop.admin('PATCH', `/api/orders/${opened?.id}`, { status: 'completed' })).statusCode).toBe(200)
  // The bank takes the payment back (decision 052): its opened order stays completed, and is no sale.
  await db.update(payments).set({ status: 'charged_back' }).where(eq(payments.id, taken))

  const response = await shop.admin('GET', '/api/orders/export')
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer)
  const [salesSheet, takenSheet] = workbook.worksheets
  if (!salesSheet || !takenSheet) throw new Error('two worksheets expected')

  expect(rowsOf(salesSheet).map((row) => valueOf(row, 'TikTok gebruikersnaam'))).toEqual(['eerlijk'])
  expect(rowsOf(salesSheet).reduce((total, row) => total + Number(valueOf(row, 'Totaal')), 0)).toBeCloseTo(5.49, 2)
  expect(takenSheet.name).toBe('Teruggeboekt door de bank')
  expect(takenSheet.getRow(1).values).toEqual([undefined, ...headers])
  const [takenRow, ...more] = rowsOf(takenSheet)
  expect(more).toEqual([])
  expect(valueOf(takenRow, 'TikTok gebruikersnaam')).toBe('terugboeker')
  expect(valueOf(takenRow, 'Status')).toBe('Afgerond, teruggeboekt door de bank')
  expect(valueOf(takenRow, 'Totaal')).toBe(10.98)
  expect(valueOf(takenRow, 'Verzendkosten')).toBe(4.95)
})

describe('amsterdamWallClock writes the Amsterdam clock time as if it were UTC', () => {
  test.each([
    ['2026-01-15T10:00:00Z', '2026-01-15T11:00:00.000Z'],
    ['2026-01-14T23:30:00Z', '2026-01-15T00:30:00.000Z'],
    ['2026-07-01T10:00:00Z', '2026-07-01T12:00:00.000Z'],
    // Spring forward on 29 March 2026: 02:00 CET becomes 03:00 CEST at 01:00 UTC.
    ['2026-03-29T00:59:00Z', '2026-03-29T01:59:00.000Z'],
    ['2026-03-29T01:00:00Z', '2026-03-29T03:00:00.000Z'],
    // Fall back on 25 October 2026: 03:00 CEST becomes 02:00 CET at 01:00 UTC.
    ['2026-10-25T00:59:00Z', '2026-10-25T02:59:00.000Z'],
    ['2026-10-25T01:00:00Z', '2026-10-25T02:00:00.000Z'],
    ['2026-10-25T01:30:45Z', '2026-10-25T02:30:45.000Z'],
  ])('%s shows %s', (moment, wallClock) => {
    expect(amsterdamWallClock(moment).toISOString()).toBe(wallClock)
  })
})
