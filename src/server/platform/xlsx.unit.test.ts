import ExcelJS from 'exceljs'
import { expect, test } from 'vitest'
import { buildSheet } from './xlsx'

async function cellsOf(rows: Record<string, unknown>[]): Promise<ExcelJS.Cell[]> {
  const file = await buildSheet('Test', [{ header: 'Waarde', key: 'value' }], rows)
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(file as unknown as ExcelJS.Buffer)
  const sheet = workbook.worksheets[0]
  if (!sheet) throw new Error('the workbook has no worksheet')
  return rows.map((_row, i) => sheet.getRow(i + 2).getCell(1))
}

test.each([
  ['=HYPERLINK("http://x","y")'],
  ['+31 6 12345678'],
  ['-1'],
  ['@SUM(1)'],
  ['\tTab'],
  ['\rRegel'],
])('text that starts like a formula (%j) is written as text behind an apostrophe', async (text) => {
  const [cell] = await cellsOf([{ value: text }])
  expect(cell?.type).toBe(ExcelJS.ValueType.String)
  expect(cell?.formula).toBeUndefined()
  // An XML reader reads a carriage return back as a line feed.
  expect(cell?.value).toBe(`'${text}`.replace('\r', '\n'))
})

test('ordinary text, numbers (negative ones too), dates and empty cells are written as they are', async () => {
  const date = new Date('2026-07-01T12:00:00Z')
  const values = ['Fennegien', '1× +31 Booster', -1, 5.49, date, '', null]
  const cells = await cellsOf(values.map((value) => ({ value })))
  expect(cells.map((cell) => cell.value)).toEqual(values)
  expect(cells[2]?.type).toBe(ExcelJS.ValueType.Number)
})
