// The long form of the kill test (docs/reliability.md, 'Faults'): fifty SIGKILLs in the middle of a
// drop on the embedded database and fifty on PostgreSQL, each followed by a restart and an audit.
//
//   npm run test:faults                        both databases, 50 kills each
//   npm run test:faults -- --kills 10 --only pglite
//
// PostgreSQL: a database of its own, created and dropped, on the server TEST_DATABASE_URL names
// (default postgres://postgres@127.0.0.1:5432/postgres).
import { parseArgs } from 'node:util'
import { runKillTest, type KillRunFigures } from '#server/testing/faults/kill-run'
import { pgliteTarget, postgresTarget, type FaultTarget } from '#server/testing/faults/targets'

const { values } = parseArgs({
  options: {
    kills: { type: 'string', default: '50' },
    only: { type: 'string' },
    buyers: { type: 'string', default: '24' },
  },
})
const kills = Number(values.kills)
const buyers = Number(values.buyers)
if (!Number.isInteger(kills) || kills < 1 || !Number.isInteger(buyers) || buyers < 1) {
  console.error('--kills and --buyers take a whole number of at least 1')
  process.exit(2)
}
if (values.only && values.only !== 'pglite' && values.only !== 'postgres') {
  console.error("--only takes 'pglite' or 'postgres'")
  process.exit(2)
}
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

const targets: [FaultTarget['kind'], () => Promise<FaultTarget>][] = [
  ['pglite', () => pgliteTarget()],
  ['postgres', () => postgresTarget({ serverUrl })],
]

let failed = false
for (const [kind, makeTarget] of targets) {
  if (values.only && values.only !== kind) continue
  console.log(`\n${kind}: ${kills} kills, ${buyers} buyers per drop${kind === 'postgres' ? ` (server ${redact(serverUrl)})` : ''}`)
  const started = Date.now()
  const target = await makeTarget()
  let figures: KillRunFigures
  try {
    figures = await runKillTest({ target, kills, buyers, report: (line) => console.log(`  ${line}`) })
  } finally {
    await target.dispose()
  }
  printSummary(figures, Date.now() - started)
  if (figures.violations.length > 0) {
    failed = true
    console.log('  PROBLEMS:')
    for (const violation of figures.violations) console.log(`    ${violation}`)
  }
}
process.exit(failed ? 1 : 0)

function printSummary(f: KillRunFigures, ms: number): void {
  const restarts = [...f.restartMs].sort((a, b) => a - b)
  const at = (q: number) => restarts[Math.min(restarts.length - 1, Math.floor(q * restarts.length))] ?? 0
  const states = [...new Set(f.stateAfterKill)].join(', ')
  console.log(
    [
      `  kills survived: ${f.killsSurvived}/${kills}`,
      `  checkouts confirmed: ${f.checkoutsAnswered} (paid ${f.paidConfirmed}, cancelled ${f.canceledConfirmed}); ` +
        `sold-out answers: ${f.soldOutAnswers}; requests cut off by the kills: ${f.lostInFlight}`,
      `  in the database at the end: ${f.finalAudit.payments} payments, ${f.finalAudit.orders} orders; units in stock ` +
        `${f.finalAudit.units.inStock}, reserved ${f.finalAudit.units.reserved}, sold ${f.finalAudit.units.sold}`,
      `  restart to healthy: median ${at(0.5)} ms, slowest ${at(1)} ms`,
      ...(states ? [`  embedded database state after each kill: ${states}`] : []),
      `  problems: ${f.violations.length}; took ${(ms / 1000).toFixed(0)} s`,
    ].join('\n'),
  )
}

function redact(url: string): string {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = '***'
  return parsed.toString()
}
