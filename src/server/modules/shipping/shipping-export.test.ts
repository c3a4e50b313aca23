import ExcelJS from 'exceljs'
import { expect, test } from 'vitest'
import { shopDate } from '#shared/domain/shop-time'
import { expectAdminOnly } from '#server/testing/admin-factories'
import { useAdminShop } from '#server/testing/use-test-shop'
import { daysAgo, insertPaidLiveOrder, insertRequestParcel, requestAddress } from './shipping-desk-fixture'

/** verzendingen-YYYY-MM-DD.xlsx: the parcels to pack, for a label tool (product.md 2.13, decision 022). */
const shop = useAdminShop({ clearBetweenTests: true })
const db = () => shop.database.db

const headers = ['Referentie', 'Naam', 'Straat', 'Huisnummer', 'Postcode', 'Plaats', 'Land', 'E-mail', 'TikTok', 'Producten']

async function downloadExport() {
  const response = await shop.admin('GET', '/api/admin/shipments/export')
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  expect(response.headers['content-disposition']).toBe(`attachment; filename="verzendingen-${shopDate(new Date())}.xlsx"`)
  expect(response.headers['cache-control']).toBe('no-store')
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer)
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new Error('the workbook has no worksheet')
  return sheet
}

/** The data rows, each as {header: value}. */
function rowsOf(sheet: ExcelJS.Worksheet): Record<string, ExcelJS.CellValue>[] {
  const rows: Record<string, ExcelJS.CellValue>[] = []
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r)
    rows.push(Object.fromEntries(headers.map((header, i) => [header, row.getCell(i + 1).value])))
  }
  return rows
}

test('GET /api/admin/shipments/export answers 401 {message} without the admin session', async () => {
  await expectAdminOnly(shop, [['GET', '/api/admin/shipments/export']])
})

test('an export without parcels to pack holds the frozen header row only', async () => {
  const sheet = await downloadExport()
  expect(sheet.getRow(1).values).toEqual([undefined, ...headers])
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 })
  expect(sheet.rowCount).toBe(1)
})

test('one row per parcel to pack, the oldest first, with what a label needs; sent and unpaid parcels stay out', async () => {
  const box = await insertPaidLiveOrder(db(), { paidAt: daysAgo(9), productName: 'Booster Box', quantity: 2 })
  const etb = await insertPaidLiveOrder(db(), { paidAt: daysAgo(8), productName: 'Elite Trainer Box' })
  const pack = await insertPaidLiveOrder(db(), { paidAt: daysAgo(7), productName: 'Booster Pack' })
  const first = await insertRequestParcel(db(), [box.id, etb.id], { readyAt: daysAgo(2) })
  const second = await insertRequestParcel(db(), [pack.id], {
    readyAt: daysAgo(1),
    address: { firstName: 'Jules', lastName: 'Peeters', street: 'Meir', houseNumber: '1', postalCode: '2000', city: 'Antwerpen', country: 'belgie', email: 'jules@example.be', tiktokUsername: 'jules' },
  })
  const sent = await insertPaidLiveOrder(db(), { paidAt: daysAgo(6) })
  await insertRequestParcel(db(), [sent.id], { status: 'shipped' })
  const waiting = await insertPaidLiveOrder(db(), { paidAt: daysAgo(5) })
  await insertRequestParcel(db(), [waiting.id], { status: 'awaiting_payment' })

  const sheet = await downloadExport()

  expect(sheet.getRow(1).values).toEqual([undefined, ...headers])
  expect(rowsOf(sheet)).toEqual([
    {
      Referentie: first.reference,
      Naam: `${requestAddress.firstName} ${requestAddress.lastName}`,
      Straat: requestAddress.street,
      Huisnummer: requestAddress.houseNumber,
      Postcode: requestAddress.postalCode,
      Plaats: requestAddress.city,
      Land: 'NL',
      'E-mail': requestAddress.email,
      TikTok: requestAddress.tiktokUsername,
      Producten: '2× Booster Box; 1× Elite Trainer Box',
    },
    {
      Referentie: second.reference,
      Naam: 'Jules Peeters',
      Straat: 'Meir',
      Huisnummer: '1',
      Postcode: '2000',
      Plaats: 'Antwerpen',
      Land: 'BE',
      'E-mail': 'jules@example.be',
      TikTok: 'jules',
      Producten: '1× Booster Pack',
    },
  ])
})

test('a value that looks like a formula stays text, behind an apostrophe, as in the order export', async () => {
  const order = await insertPaidLiveOrder(db(), { paidAt: daysAgo(3), productName: '+31 Booster' })
  await insertRequestParcel(db(), [order.id], {
    address: { firstName: '=HYPERLINK("https://example.invalid","klik")', street: '-2+3', city: '@SUM(A1)' },
  })

  const sheet = await downloadExport()

  const row = sheet.getRow(2)
  for (const column of [2, 3, 6, 10]) {
    const cell = row.getCell(column)
    expect(cell.type, headers[column - 1]).toBe(ExcelJS.ValueType.String)
    expect(cell.formula, headers[column - 1]).toBeUndefined()
  }
  expect(row.getCell(2).value).toBe(`'=HYPERLINK("https://example.invalid","klik") de Pakketbode`)
  expect(row.getCell(3).value).toBe("'-2+3")
  expect(row.getCell(6).value).toBe("'@SUM(A1)")
  // Ordinary text is left as it is, a '+' inside it too.
  expect(row.getCell(10).value).toBe('1× +31 Booster')
  expect(row.getCell(5).value).toBe(requestAddress.postalCode)
  expect(row.getCell(7).value).toBe('NL')
})
