import { beforeAll, describe, expect, test } from 'vitest'
import { builtClient } from '../scripts/vitest/built-client'
import { firstDownloadOf, misplacedModules, type FirstDownload } from './support/first-download'

// The storefront's first download, gzipped, from the production build. Decision 012's budgets; since
// decision 014 the benchmark's target is the first screen's time (bench/benchmarks/first-screen.ts) and
// these stay as a ceiling, so code that slips into the first download fails a test.
const JS_BUDGET_KIB = 120
const CSS_BUDGET_KIB = 25

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

describe('the storefront’s first download', () => {
  let download: FirstDownload

  beforeAll(async () => {
    // The run's one production build (scripts/vitest/client-build.ts), which the browser journeys serve too.
    download = await firstDownloadOf(await builtClient())
  })

  test(`its JavaScript stays within ${JS_BUDGET_KIB} KiB gzipped`, () => {
    const files = download.files.filter((file) => file.kind === 'js').map((file) => `${file.file} ${kib(file.gzipBytes)} KiB`)
    expect(files.length).toBeGreaterThan(0)
    expect(kib(download.jsGzipBytes), files.join('\n')).toBeLessThanOrEqual(JS_BUDGET_KIB)
  })

  test(`its CSS stays within ${CSS_BUDGET_KIB} KiB gzipped`, () => {
    expect(download.files.some((file) => file.kind === 'css')).toBe(true)
    expect(kib(download.cssGzipBytes)).toBeLessThanOrEqual(CSS_BUDGET_KIB)
  })

  test('it holds no admin, order alert, stream overlay or OBS page code', () => {
    const modules = download.files.flatMap((file) => file.moduleIds)
    expect(modules).toContain('src/client/main.tsx')
    expect(download.files.flatMap(misplacedModules)).toEqual([])
  })
})
