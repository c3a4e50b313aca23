import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '#server/db/db'
import type { ShopMetrics } from '#server/platform/metrics'
import type { MailTransport } from './mail-transport'
import { claimDueMail, keepDueMail, markFailed, markRetryOrGiveUp, markSent, type ClaimedMail } from './mail.repo'

export type MailTiming = {
  /** The longest wait between two looks at the outbox (a wake-up comes sooner). */
  pollMs: number
  /** The wait after the first failed attempt; it doubles per attempt, up to retryMaxMs. */
  retryBaseMs: number
  retryMaxMs: number
  /** A message still not accepted this long after it was written is failed (a day). */
  giveUpAfterMs: number
  /** How long a claimed message is held: longer than one SMTP attempt can last (mail-transport.ts). */
  leaseMs: number
}

export const MAIL_TIMING_DEFAULTS: MailTiming = {
  pollMs: 2_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
  leaseMs: 2 * 60_000,
}

export type MailWorker = {
  start(): void
  /** Look at the outbox now (a message was committed). */
  wake(): void
  /** Stops looking and waits for a message under way, before the database closes. */
  stop(): Promise<void>
}

/**
 * Sends what the outbox holds, one message at a time, after the transaction that wrote it committed
 * (decision 020). With no transport (no SMTP_URL) it marks every due message `kept` instead.
 */
export function mailWorker(options: {
  db: Db
  transport: MailTransport | undefined
  from: string
  timing: MailTiming
  log: FastifyBaseLogger
  /** Attempts accepted and failed (decision 024); a kept message is neither. */
  metrics?: Pick<ShopMetrics, 'mailSent' | 'mailFailures'>
}): MailWorker {
  const { db, transport, from, timing, log, metrics } = options
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let again = false
  let stopped = false

  const backoffMs = (attempts: number) => {
    const delay = Math.min(timing.retryMaxMs, timing.retryBaseMs * 2 ** Math.max(0, attempts - 1))
    // Spread the retries of many messages a little, so they do not all arrive at the server at once.
    return Math.round(delay * (0.8 + Math.random() * 0.4))
  }

  const deliver = async (mail: ClaimedMail) => {
    if (!transport) return
    const outcome = await transport.send({
      from,
      to: mail.recipient,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: mail.messageId,
    })
    if (outcome.ok) {
      metrics?.mailSent.inc()
      return markSent(db, mail.id)
    }
    metrics?.mailFailures.inc()
    log.warn({ mailId: mail.id, attempts: mail.attempts, error: outcome.error }, 'e-mail not accepted by the mail server')
    if (outcome.permanent) return markFailed(db, mail.id, outcome.error)
    return markRetryOrGiveUp(db, mail.id, backoffMs(mail.attempts), timing.giveUpAfterMs, outcome.error)
  }

  const drain = async () => {
    if (!transport) {
      await keepDueMail(db)
      return
    }
    while (!stopped) {
      const mail = await claimDueMail(db, timing.leaseMs)
      if (!mail) return
      await deliver(mail)
    }
  }

  const schedule = (wait: number) => {
    clearTimeout(timer)
    if (stopped) return
    timer = setTimeout(run, wait)
    timer.unref()
  }

  function run() {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    clearTimeout(timer)
    running = (async () => {
      do {
        again = false
        try {
          await drain()
        } catch (error) {
          if (!stopped) log.error({ err: error }, 'e-mail outbox: looking for messages to send failed; trying again later')
        }
      } while (again && !stopped)
    })().finally(() => {
      running = undefined
      schedule(timing.pollMs)
    })
  }

  return {
    start: run,
    wake: run,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
      transport?.close()
    },
  }
}
