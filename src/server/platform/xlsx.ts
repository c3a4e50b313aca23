import ExcelJS from 'exceljs'

/**
 * The one way the back office's Excel files are made (decision 008): a workbook with one sheet, its
 * header row bold and frozen, the rows added by the caller, then written out whole. Every value is a
 * text or number cell: exceljs makes a formula only from a `{ formula }` value, so a name typed as
 * '=HYPERLINK(…)' stays text in Excel.
 */
export async function buildSheet<Row extends Record<string, unknown>>(
  sheetName: string,
  columns: Partial<ExcelJS.Column>[],
  rows: Iterable<Row>,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  workbook.created = new Date()
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = columns
  sheet.getRow(1).font = { bold: true }
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
