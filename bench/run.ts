import { relative } from 'node:path'
import { catalogueReads } from './benchmarks/catalogue-reads'
import { cluster } from './benchmarks/cluster'
import { drop } from './benchmarks/drop'
import { firstDownload } from './benchmarks/first-download'
import { firstScreen } from './benchmarks/first-screen'
import { overlayLatency } from './benchmarks/overlay-latency'
import { queueFanout } from './benchmarks/queue-fanout'
import { steadyCheckout } from './benchmarks/steady-checkout'
import { storefrontLighthouse } from './benchmarks/storefront-lighthouse'
import type { BenchContext, Benchmark } from './support/benchmark'
import { closeEverything } from './support/cleanup'
import { buildClient } from './support/client-build'
import { databaseTargets } from './support/databases'
import { describeMachine } from './support/machine'
import { loadResults, saveResult, tablesOf, textTable, writeReport } from './support/report'

/**
 * `npm run bench` runs every benchmark; `npm run bench -- overlay-latency` runs the ones named.
 * A benchmark is one file in bench/benchmarks/ and one line here, in the order of RESULTS.md.
 */
const benchmarks: Benchmark[] = [overlayLatency, catalogueReads, drop, steadyCheckout, queueFanout, firstScreen, storefrontLighthouse, firstDownload, cluster]

function selectBenchmarks(names: string[]): Benchmark[] {
  if (names.length === 0) return benchmarks
  const unknown = names.filter((name) => !benchmarks.some((benchmark) => benchmark.name === name))
  if (unknown.length > 0) {
    throw new Error(`unknown benchmark ${unknown.join(', ')}; there are: ${benchmarks.map((b) => b.name).join(', ')}`)
  }
  return benchmarks.filter((benchmark) => names.includes(benchmark.name))
}

async function main(): Promise<number> {
  const selected = selectBenchmarks(process.argv.slice(2))
  const machine = describeMachine()
  let client: Promise<{ dir: string; remove: () => Promise<void> }> | undefined
  const context: BenchContext = {
    clientDir: async () => (await (client ??= buildClient())).dir,
    databases: databaseTargets(process.env.BENCH_DATABASE_URL),
    log: (line) => console.log(`  ${line}`),
  }
  console.log(`bench: ${selected.map((b) => b.name).join(', ')} on ${context.databases.map((d) => d.label).join(' and ')}`)

  let failures = 0
  let targets = 0
  let met = 0
  for (const benchmark of selected) {
    console.log(`\n${benchmark.title} (${benchmark.name})`)
    const started = performance.now()
    try {
      const result = await benchmark.run(context)
      saveResult(benchmark, result, machine)
      for (const { name, grid } of tablesOf(result.rows)) console.log(`\n${name ? `${name}\n` : ''}${textTable(grid)}`)
      for (const note of result.notes) console.log(`  · ${note}`)
      for (const row of result.rows.filter((r) => r.target)) {
        targets++
        if (row.met) met++
      }
    } catch (error) {
      failures++
      console.error(`bench: ${benchmark.name} failed:`, error)
    }
    console.log(`  (${((performance.now() - started) / 1000).toFixed(0)} s)`)
  }
  await closeEverything()

  if (failures < selected.length) {
    const report = writeReport(loadResults(benchmarks.map((b) => b.name)), machine)
    console.log(`\nbench: wrote ${relative(process.cwd(), report)}${targets > 0 ? `; targets met: ${met} of ${targets}` : ''}`)
  }
  return failures > 0 ? 1 : 0
}

// package.json starts this with `node --import tsx`, not the tsx command, whose relay of Ctrl-C kills
// a busy process before its cleanup ends. A second Ctrl-C is ignored while the cleanup runs; a cleanup
// that hangs is cut off.
let interrupted = false
process.on('SIGINT', () => {
  if (interrupted) return
  interrupted = true
  console.error('\nbench: interrupted; cleaning up')
  setTimeout(() => process.exit(130), 15_000).unref()
  void closeEverything().finally(() => process.exit(130))
})

main().then(
  // Exit explicitly: kept-alive HTTP connections and database pools would otherwise hold the process.
  (code) => process.exit(code),
  async (error: unknown) => {
    console.error('bench:', error instanceof Error ? error.message : error)
    await closeEverything()
    process.exit(1)
  },
)
