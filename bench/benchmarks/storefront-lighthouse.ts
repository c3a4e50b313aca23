import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { createRequire } from 'node:module'
import type { Benchmark, Row } from '../support/benchmark'

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']
import { closeOnInterrupt } from '../support/cleanup'
import { startBenchShop } from '../support/shop'

/** Lighthouse on the storefront; its target is in bench/RESULTS.md (decision 012). */
const PATHS = ['/', '/collections/booster-packs']
/** Audits per page; the one with the median performance score is reported (Lighthouse's own advice for noisy machines). */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3))
const CATEGORIES = [
  { id: 'performance', name: 'performance', target: 98 },
  { id: 'accessibility', name: 'accessibility', target: 100 },
  { id: 'best-practices', name: 'best practices', target: 100 },
  { id: 'seo', name: 'SEO', target: 95 },
] as const

export const storefrontLighthouse: Benchmark = {
  name: 'storefront-lighthouse',
  title: 'Storefront: Lighthouse mobile scores',
  method: [
    'Lighthouse (npm `lighthouse`, its default mobile profile with simulated throttling) on the system’s',
    'headless Chromium, started by chrome-launcher, against the shop inside the benchmark’s Node process',
    '(production client, demo products, PGlite), one page at a time. Each page is audited',
    '`BENCH_LIGHTHOUSE_RUNS` times (default 3) after one unscored load that warms the server; the audit with',
    'the median performance score gives the figures, since one audit on a shared machine can be off by ten points.',
  ].join(' '),

  async run(context) {
    const { findChromium } = await import('../../e2e/support/chromium')
    const chromePath = findChromium('full')
    if (!chromePath) throw new Error('this benchmark needs Chromium: install it with `sudo apt-get install -y chromium`, or set CHROMIUM_PATH')
    const target = context.databases[0]
    if (!target) throw new Error('no database')
    const shop = await startBenchShop(target, { clientDir: await context.clientDir() })
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] })
    const closeChrome = closeOnInterrupt(async () => chrome.kill())
    try {
      const rows: Row[] = []
      const notes: string[] = []
      for (const path of PATHS) {
        context.log(`Lighthouse ${path}`)
        await (await fetch(`${shop.baseUrl}${path}`)).arrayBuffer()
        const audits: LighthouseResult[] = []
        for (let run = 0; audits.length < RUNS && run < RUNS + 2; run++) {
          const result = await lighthouse(`${shop.baseUrl}${path}`, {
            port: chrome.port,
            logLevel: 'error',
            output: 'json',
            onlyCategories: CATEGORIES.map((category) => category.id),
          })
          if (!result) throw new Error(`Lighthouse gave no result for ${path}`)
          // A trace Chromium failed to record (NO_NAVSTART and the like) is run again, not scored as 0.
          if (result.lhr.runtimeError) context.log(`Lighthouse ${path}: ${result.lhr.runtimeError.code}, running again`)
          else audits.push(result.lhr)
        }
        if (audits.length === 0) throw new Error(`Lighthouse could not audit ${path}`)
        const performance = (lhr: LighthouseResult) => lhr.categories.performance?.score ?? 0
        const byPerformance = [...audits].sort((a, b) => performance(a) - performance(b))
        const lhr = byPerformance[Math.floor((byPerformance.length - 1) / 2)] as LighthouseResult
        if (audits.length > 1) {
          notes.push(`${path}: performance in ${audits.length} audits: ${audits.map((a) => Math.round(performance(a) * 100)).join(', ')}; the median one is reported.`)
        }
        for (const category of CATEGORIES) {
          const score = Math.round((lhr.categories[category.id]?.score ?? 0) * 100)
          rows.push({
            what: `${path}: ${category.name}`,
            figures: [{ name: 'score', value: score, unit: '' }],
            target: `${category.target === 100 ? '' : '≥ '}${category.target}`,
            met: score >= category.target,
          })
          if (score < category.target) {
            const failing = (lhr.categories[category.id]?.auditRefs ?? [])
              .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
              .map((ref) => lhr.audits[ref.id]?.title ?? ref.id)
            notes.push(`${path} ${category.name}: points lost on ${failing.join('; ') || 'metrics only'}.`)
          }
        }
        const opportunities = Object.values(lhr.audits)
          .map((audit) => ({ title: audit.title, savingsMs: Number((audit.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs ?? 0) }))
          .filter((audit) => audit.savingsMs > 0)
          .sort((a, b) => b.savingsMs - a.savingsMs)
          .slice(0, 4)
        if (opportunities.length > 0) {
          notes.push(`${path}: Lighthouse’s largest opportunities: ${opportunities.map((o) => `${o.title} (about ${Math.round(o.savingsMs)} ms)`).join('; ')}.`)
        }
        const shifts = layoutShifts(lhr.audits['layout-shifts']?.details)
        if (shifts) notes.push(`${path}: the largest layout shifts: ${shifts}.`)
        const metric = (id: string) => lhr.audits[id]?.displayValue ?? '–'
        notes.push(`${path}: FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}.`)
      }
      const { version } = createRequire(import.meta.url)('lighthouse/package.json') as { version: string }
      notes.push(`Lighthouse ${version} on the system’s headless Chromium.`)
      return { rows, notes }
    } finally {
      await closeChrome()
      await shop.close()
    }
  },
}

/** The elements of the largest layout shifts, as Lighthouse's layout-shifts audit names them. */
function layoutShifts(details: unknown): string | undefined {
  const items = (details as { items?: { score?: number; node?: { selector?: string; nodeLabel?: string } }[] } | undefined)?.items ?? []
  const named = items
    .filter((item) => (item.score ?? 0) > 0.01)
    .slice(0, 3)
    .map((item) => `${item.node?.nodeLabel?.replace(/\s+/g, ' ').slice(0, 60) ?? item.node?.selector ?? 'an element'} (${(item.score ?? 0).toFixed(3)})`)
  return named.length > 0 ? named.join('; ') : undefined
}
