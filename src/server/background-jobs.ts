import type { FastifyInstance } from 'fastify'
import { resetWeekIfDue } from './modules/leaderboard/leaderboard.service'
import { weeklyResetJob } from './modules/leaderboard/weekly-reset-job'
import type { OutboxJob } from './modules/mail/outbox-job'
import { writeMissingOrderConfirmations, type MailSite } from './modules/mail-content/mail-content.public'
import { expireDuePayments } from './modules/sales/payment-status.service'
import type { PaymentProvider } from './modules/sales/providers/payment-provider'
import { reconcileMoney } from './modules/sales/sales.public'
import type { SalesHooks } from './modules/sales/sales.public'
import type { Database } from './platform/database'
import type { ShopMetrics } from './platform/metrics'

/** How often abandoned checkouts are looked for, refunds on their way reconciled and missing confirmations written. */
export const EXPIRY_INTERVAL_DEFAULT_MS = 30_000
/** Never wait longer than this between two looks at the leaderboard's weekly timer (a clock change, a missed timeout). */
export const RESET_CHECK_DEFAULT_MS = 60_000

export type BackgroundJobsOptions = {
  database: Database
  provider: PaymentProvider
  salesHooks: SalesHooks
  /** What the confirmations the sweep writes say about the shop. */
  mailSite: MailSite
  metrics?: ShopMetrics
  /** 0 turns the checkout expiry, the money reconciliation and the confirmations' sweep off (tests run them by hand). */
  expiryIntervalMs: number
  /** 0 turns the weekly reset off (tests run it by hand). */
  leaderboardResetCheckMs: number
  /** The outbox's worker; undefined when tests turn it off. */
  outbox: OutboxJob | undefined
}

/**
 * Every background job of the shop, in one place (decision 047): each starts when the app is ready and
 * stops before the database closes. Every instance runs each of them; each is safe to run on several
 * instances at once, as its own comment says.
 */
export function startBackgroundJobs(app: FastifyInstance, options: BackgroundJobsOptions): void {
  const { database, provider, salesHooks, mailSite, metrics } = options
  const db = database.db
  const publish = app.realtime.publish

  // Abandoned checkouts: open payments past their expiry are released, after the provider is asked
  // (decision 017). Applying a status is idempotent, so instances racing for one payment change it once.
  every(app, 'expiry job', options.expiryIntervalMs, () => expireDuePayments({ db, publish, salesHooks, provider, log: app.log, metrics }))

  // The money the shop does not know about (decision 052): refunds on their way or without an answer,
  // and chargebacks, reconciled with the provider at ready and on a schedule, a safety net for a
  // webhook that never came. One instance at a time, by a lease in the database.
  const reconcile = reconcileMoney({ db, publish, provider, salesHooks, log: app.log })
  every(app, 'money reconciliation', options.expiryIntervalMs, reconcile)

  // The confirmations a stop between a settlement's commit and its own write left unwritten (decision
  // 066), a minute after and up to a day. Each instance looks; the message's unique key writes it once.
  every(app, 'confirmation sweep', options.expiryIntervalMs, () => writeMissingOrderConfirmations({ db, site: mailSite, log: app.log }))

  // The leaderboard's week (decision 009): reset on time without anyone visiting the site. Awaited at
  // ready, so a reset missed while the shop was down is made before it takes its first request; the
  // conditional move of the timer makes one instance reset.
  if (options.leaderboardResetCheckMs > 0) {
    const job = weeklyResetJob({ check: () => resetWeekIfDue(db, publish), checkEveryMs: options.leaderboardResetCheckMs, log: app.log })
    app.addHook('onReady', () => job.start())
    app.addHook('onClose', () => job.stop())
  }

  // The e-mail outbox (decision 020, 038): each message is claimed before it is sent, so no two
  // instances send one twice.
  const outbox = options.outbox
  if (outbox) {
    app.addHook('onReady', () => outbox.start())
    app.addHook('onClose', () => outbox.stop())
  }
}

/** Runs `job` at ready and then every `intervalMs` (0: never); a failure is logged and the next run tries again. */
function every(app: FastifyInstance, name: string, intervalMs: number, job: () => Promise<unknown>): void {
  if (intervalMs <= 0) return
  const run = () => job().catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
  const timer = setInterval(run, intervalMs)
  timer.unref()
  app.addHook('onReady', async () => void run())
  app.addHook('onClose', async () => clearInterval(timer))
}
