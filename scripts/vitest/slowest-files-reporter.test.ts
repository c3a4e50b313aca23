import { expect, test } from 'vitest'
import { slowestFilesReport, type FileTime } from './slowest-files-reporter'

const time = (file: string, ms: number, project = 'api-pglite'): FileTime => ({ project, file, ms })

test('names the ten slowest files, slowest first, with their project and seconds', () => {
  const times = Array.from({ length: 14 }, (_, n) => time(`src/server/file-${n}.test.ts`, (n + 1) * 1_000))
  const lines = slowestFilesReport(times)
  expect(lines[0]).toBe('The 10 slowest test files:')
  expect(lines).toHaveLength(11)
  expect(lines[1]).toBe('  14.0 s  api-pglite   src/server/file-13.test.ts')
  expect(lines[10]).toBe('   5.0 s  api-pglite   src/server/file-4.test.ts')
})

test('a run of fewer files lists them all, one file is named alone, and an empty run prints nothing', () => {
  expect(slowestFilesReport([time('e2e/a.spec.ts', 61_234, 'e2e'), time('x.test.ts', 12)])).toEqual([
    'The 2 slowest test files:',
    '  61.2 s  e2e          e2e/a.spec.ts',
    '   0.0 s  api-pglite   x.test.ts',
  ])
  expect(slowestFilesReport([time('x.test.ts', 1_500)])).toEqual(['The slowest test file:', '   1.5 s  api-pglite   x.test.ts'])
  expect(slowestFilesReport([])).toEqual([])
})
