import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '#server/platform/database'
import type { Publish } from '#server/platform/events'
import type { ShopMetrics } from '#server/platform/metrics'
import { MAIL_WAKE_CHANNEL } from './mail.public'
import { smtpTransport } from './mail-transport'
import { HELD_PAYLOAD, mailWorker, MAIL_TIMING_DEFAULTS, type MailTiming, type MailWorker } from './mail-worker'

export type OutboxJob = {
  worker: MailWorker
  /** Listens for the outbox's wake-ups and starts the worker (src/server/background-jobs.ts, at ready). */
  start(): Promise<void>
  /** Stops listening and waits for a message under way, before the database closes. */
  stop(): Promise<void>
}

/**
 * The outbox's worker on this instance (decision 020, 038), with the wake-ups it listens for; undefined
 * when the timing turns it off (tests that send by hand).
 */
export function outboxJob(options: {
  database: Database
  /** undefined: nothing leaves the machine; every message is held as 'Niet verzonden' (decision 038). */
  smtpUrl: string | undefined
  mailFrom: string
  /** Tests shorten the waits; pollMs 0 turns the worker off. */
  timing?: Partial<MailTiming>
  log: FastifyBaseLogger
  publish: Publish
  metrics?: ShopMetrics
}): OutboxJob | undefined {
  const timing = { ...MAIL_TIMING_DEFAULTS, ...options.timing }
  if (timing.pollMs <= 0) return undefined
  const { database } = options
  const worker = mailWorker({
    db: database.db,
    transport: options.smtpUrl ? smtpTransport(options.smtpUrl) : undefined,
    from: options.mailFrom,
    timing,
    log: options.log,
    metrics: options.metrics,
    publish: options.publish,
  })
  let stopListening: (() => Promise<void>) | undefined
  return {
    worker,
    async start() {
      // enqueueMail's NOTIFY arrives after its transaction committed, on every instance; an instance
      // without a mail server says when it held messages, and after a lost feed the worker looks at
      // once for what it may have missed.
      stopListening = await database.listen(MAIL_WAKE_CHANNEL, {
        onPayload: (payload) => (payload === HELD_PAYLOAD ? worker.release() : worker.wake()),
        onResync: () => {
          worker.release()
          worker.wake()
        },
      })
      await worker.start()
    },
    async stop() {
      await stopListening?.()
      await worker.stop()
    },
  }
}
