import ExcelJS from 'exceljs'

/**
 * Text that a spreadsheet reads as a formula when it is typed in or comes from a CSV. The sheet's own
 * cells are text (exceljs makes a formula only from a `{ formula }` value), but a label tool's CSV
 * made from the sheet, opened again, would run a buyer's '=HYPERLINK(…)' or '@SUM(…)' (CSV
 * injection). Such text gets a leading apostrophe, and a spreadsheet reads what follows it as text.
 */
const STARTS_LIKE_A_FORMULA = /^[=+\-@\t\r]/

/** A cell's value as it is written: text that starts like a formula behind an apostrophe, anything else as it is. */
function inertValue(value: unknown): unknown {
  return typeof value === 'string' && STARTS_LIKE_A_FORMULA.test(value) ? `'${value}` : value
}

/** One sheet of a workbook: its name, its columns and its rows. */
export type SheetSpec<Row extends Record<string, unknown>> = {
  name: string
  columns: Partial<ExcelJS.Column>[]
  rows: Iterable<Row>
}

/**
 * The one way the back office's Excel files are made (decision 008): a workbook with one sheet, its
 * header row bold and frozen, the rows added by the caller, then written out whole. Every value is a
 * text or number cell, and no text cell starts like a formula (STARTS_LIKE_A_FORMULA). A phone
 * number or a '-1' typed as text shows its apostrophe; numbers are numbers and are left alone.
 */
export async function buildSheet<Row extends Record<string, unknown>>(
  sheetName: string,
  columns: Partial<ExcelJS.Column>[],
  rows: Iterable<Row>,
): Promise<Buffer> {
  return buildSheets([{ name: sheetName, columns, rows }])
}

/** As buildSheet, with several sheets in the order given (the first one opens). */
export async function buildSheets<Row extends Record<string, unknown>>(sheets: SheetSpec<Row>[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  workbook.created = new Date()
  for (const { name, columns, rows } of sheets) {
    const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] })
    sheet.columns = columns
    sheet.getRow(1).font = { bold: true }
    for (const row of rows) {
      sheet.addRow(Object.fromEntries(Object.entries(row).map(([key, value]) => [key, inertValue(value)])))
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
