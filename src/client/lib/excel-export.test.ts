import { expect, test } from 'vitest'
import { attachmentFileName } from './excel-export'

test("an export is saved under the server's file name when it gives a plain one", () => {
  expect(attachmentFileName('attachment; filename="verzendingen-2026-07-16.xlsx"')).toBe('verzendingen-2026-07-16.xlsx')
  expect(attachmentFileName('attachment; filename="bestellingen.xlsx"')).toBe('bestellingen.xlsx')
  expect(attachmentFileName(null)).toBeUndefined()
  expect(attachmentFileName('attachment')).toBeUndefined()
  expect(attachmentFileName('attachment; filename=""')).toBeUndefined()
  // A path is no file name: the caller's name is used instead.
  expect(attachmentFileName('attachment; filename="../x.xlsx"')).toBeUndefined()
})
