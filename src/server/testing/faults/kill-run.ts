import { auditShopData, type AuditResult, type Ledger } from './audit'
import { addDropProducts, loginAsSeller, runDrop, sendJson, type AnsweredCheckout } from './drop'
import { describeExit, freePort, loggedErrors, startShop, stopShop, type ShopProcess } from './shop-process'
import { readClusterState, type FaultTarget } from './targets'

export type KillRunOptions = {
  target: FaultTarget
  kills: number
  /** Buyers checking out at once in each drop. */
  buyers?: number
  /** One line per kill, for the long run's progress. */
  report?: (line: string) => void
}

export type KillRunFigures = {
  database: FaultTarget['kind']
  /** Kills after which the shop restarted and every check held. */
  killsSurvived: number
  checkoutsAnswered: number
  paidConfirmed: number
  canceledConfirmed: number
  soldOutAnswers: number
  /** Requests in flight when the shop was killed: they never got an answer. */
  lostInFlight: number
  restartMs: number[]
  /** How the embedded database's control file looked after each kill ('in production' = crashed). */
  stateAfterKill: string[]
  finalAudit: AuditResult
  violations: string[]
}

const DROP_STOCK = [60, 30, 12]
const MAX_KILL_DELAY_MS = 1_500

/**
 * Fires drops at the real server and kills it with SIGKILL at a random moment in each, then checks
 * the database as the kill left it, restarts the shop on the same data and checks through the
 * restarted shop that every confirmed checkout is there. Ends with a graceful stop and a last audit.
 */
export async function runKillTest(options: KillRunOptions): Promise<KillRunFigures> {
  const { target } = options
  // A port of its own at every start: the one a killed shop let go may be taken by then (shop-process.ts).
  const start = async () => startShop({ port: await freePort(), ...target.environment })
  const ledger: Ledger = { initialStock: new Map(), checkouts: [] }
  const figures: KillRunFigures = {
    database: target.kind,
    killsSurvived: 0,
    checkoutsAnswered: 0,
    paidConfirmed: 0,
    canceledConfirmed: 0,
    soldOutAnswers: 0,
    lostInFlight: 0,
    restartMs: [],
    stateAfterKill: [],
    finalAudit: { violations: [], payments: 0, orders: 0, units: { inStock: 0, reserved: 0, sold: 0 } },
    violations: [],
  }
  let shop: ShopProcess | undefined = await start()
  try {
    const cookie = await loginAsSeller(shop.url)
    for (let kill = 1; kill <= options.kills; kill++) {
      const added = await addDropProducts(shop.url, cookie, DROP_STOCK, String(kill))
      for (const [id, stock] of added) ledger.initialStock.set(id, stock)

      let dropIsOn = () => {}
      const firstPayment = new Promise<void>((done) => (dropIsOn = done))
      const drop = runDrop(shop.url, [...added.keys()], { buyers: options.buyers ?? 24, onFirstPayment: () => dropIsOn() })
      await Promise.race([firstPayment, drop])
      await new Promise((done) => setTimeout(done, Math.random() * MAX_KILL_DELAY_MS))
      const killed = shop
      const exit = await stopShop(killed, 'SIGKILL')
      shop = undefined
      const tally = await drop

      const violations: string[] = tally.unexpected.map((answer) => `unexpected answer: ${answer}`)
      if (tally.unexpected.length > 0) violations.push(...loggedErrors(killed.output()))
      if (exit.signal !== 'SIGKILL') violations.push(`the shop had already stopped (${describeExit(exit)})`)
      ledger.checkouts.push(...tally.answered)
      figures.checkoutsAnswered += tally.answered.length
      figures.paidConfirmed += tally.answered.filter((c) => c.outcome === 'paid').length
      figures.canceledConfirmed += tally.answered.filter((c) => c.outcome === 'canceled').length
      figures.soldOutAnswers += tally.soldOut
      figures.lostInFlight += tally.lostInFlight
      if (target.kind === 'pglite' && target.environment.dataDir) {
        figures.stateAfterKill.push(await readClusterState(target.environment.dataDir))
      }

      const audit = await target.snapshot((query) => auditShopData(query, ledger))
      violations.push(...audit.violations)
      const restarting = Date.now()
      shop = await start()
      figures.restartMs.push(Date.now() - restarting)
      violations.push(...(await checkThroughShop(shop.url, tally.answered)))

      figures.violations.push(...violations.map((v) => `kill ${kill}: ${v}`))
      if (violations.length === 0) figures.killsSurvived++
      options.report?.(
        `kill ${kill}/${options.kills} (${target.kind}): ${tally.answered.length} checkouts confirmed, ` +
          `${tally.lostInFlight} requests cut off, restart ${figures.restartMs.at(-1)} ms, ` +
          `${violations.length === 0 ? 'everything held' : `${violations.length} problems`}`,
      )
    }
  } finally {
    if (shop) {
      const exit = await stopShop(shop, 'SIGTERM')
      if (exit.code !== 0) figures.violations.push(`graceful stop at the end: ${describeExit(exit)}\n${shop.output()}`)
    }
  }
  figures.finalAudit = await target.snapshot((query) => auditShopData(query, ledger))
  figures.violations.push(...figures.finalAudit.violations.map((v) => `final audit: ${v}`))
  return figures
}

/** Through the restarted shop: every confirmed checkout's payment page answers, with its outcome. */
async function checkThroughShop(shopUrl: string, checkouts: AnsweredCheckout[]): Promise<string[]> {
  const problems: string[] = []
  for (const checkout of checkouts) {
    const answer = await sendJson(`${shopUrl}/api/payments/${checkout.paymentId}/demo`, 'GET')
    const payment = answer.body as { status?: string; lines?: unknown[] }
    if (answer.status !== 200) problems.push(`restarted shop answers ${answer.status} for checkout ${checkout.paymentId}`)
    else if (checkout.outcome && payment.status !== checkout.outcome) {
      problems.push(`restarted shop shows checkout ${checkout.paymentId} as ${payment.status}, confirmed ${checkout.outcome}`)
    } else if (payment.lines?.length !== checkout.lines.size) {
      problems.push(`restarted shop shows ${payment.lines?.length} lines for checkout ${checkout.paymentId}`)
    }
  }
  return problems
}

