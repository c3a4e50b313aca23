import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '#server/db/db'
import type { Publish } from '#server/platform/events'
import type { ShopMetrics } from '#server/platform/metrics'
import { MAIL_WAKE_CHANNEL } from './mail.public'
import type { MailTransport } from './mail-transport'
import { claimDueMail, holdDueMail, markFailed, markRetryOrGiveUp, markSent, releaseHeldMail, type ClaimedMail } from './mail.repo'

export type MailTiming = {
  /** The longest wait between two looks at the outbox (a wake-up comes sooner). */
  pollMs: number
  /** The wait after the first failed attempt; it doubles per attempt, up to retryMaxMs. */
  retryBaseMs: number
  retryMaxMs: number
  /**
   * A message is failed once it is this old and its retries have spanned this long (a day): a message
   * held for days, or written while every instance was down, still gets its day of retries.
   */
  giveUpAfterMs: number
  /** How long a claimed message is held: longer than one SMTP attempt can last (mail-transport.ts). */
  leaseMs: number
  /**
   * How long an instance without a mail server leaves a due message to the instances that have one
   * before it holds it: one of them, woken by the message's NOTIFY, takes it in milliseconds.
   */
  holdAfterMs: number
}

export const MAIL_TIMING_DEFAULTS: MailTiming = {
  pollMs: 2_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
  leaseMs: 2 * 60_000,
  holdAfterMs: 2_000,
}

/**
 * The payload an instance without a mail server sends on the wake-up channel after it held messages:
 * every instance with a mail server releases them at once, so one instance without SMTP_URL in a
 * cluster delays the others' mail by a moment and takes none away (decision 038).
 */
export const HELD_PAYLOAD = 'held'

/** The wait after the attempt numbered `attempts` failed, before the ±20 % spread. */
function retryWaitMs(attempts: number, timing: MailTiming): number {
  return Math.min(timing.retryMaxMs, timing.retryBaseMs * 2 ** Math.max(0, attempts - 1))
}

/**
 * How long a message has been tried after `attempts` attempts: the waits scheduled between them,
 * without the spread. Doubling reaches retryMaxMs after a few waits; every later wait is retryMaxMs.
 */
export function triedForMs(attempts: number, timing: MailTiming): number {
  const waits = Math.max(0, attempts - 1)
  let total = 0
  let doubled = 0
  for (let wait = timing.retryBaseMs; doubled < waits && wait < timing.retryMaxMs; wait *= 2) {
    total += wait
    doubled += 1
  }
  return total + (waits - doubled) * timing.retryMaxMs
}

export type MailWorker = {
  /** Releases the held messages (with a mail server), then starts looking at the outbox. */
  start(): Promise<void>
  /** Look at the outbox now (a message was committed). */
  wake(): void
  /** Take back the messages held by an instance without a mail server, then look (decision 038). */
  release(): void
  /** Stops looking and waits for a message under way, before the database closes. */
  stop(): Promise<void>
}

/**
 * Sends what the outbox holds, one message at a time, after the transaction that wrote it committed
 * (decision 020). With no transport (no SMTP_URL) it holds every due message instead, as 'Niet
 * verzonden', until an instance with a transport releases it: at its start, when told, or when the
 * seller presses 'Nu versturen' (decision 038).
 */
export function mailWorker(options: {
  db: Db
  transport: MailTransport | undefined
  from: string
  timing: MailTiming
  log: FastifyBaseLogger
  /** Attempts accepted and failed (decision 024); a held message is neither. */
  metrics?: Pick<ShopMetrics, 'mailSent' | 'mailFailures'>
  /** Tells the back office that messages were held, released, sent or failed. */
  publish?: Publish
}): MailWorker {
  const { db, transport, from, timing, log, metrics, publish } = options
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let again = false
  let stopped = false
  let releaseAsked = false

  const changed = () => publish?.({ channel: 'admin', type: 'emails_changed' })

  const backoffMs = (attempts: number) =>
    // Spread the retries of many messages a little, so they do not all arrive at the server at once.
    Math.round(retryWaitMs(attempts, timing) * (0.8 + Math.random() * 0.4))

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
      await markSent(db, mail.id)
      return changed()
    }
    metrics?.mailFailures.inc()
    log.warn({ mailId: mail.id, attempts: mail.attempts, error: outcome.error }, 'e-mail not accepted by the mail server')
    if (outcome.permanent) {
      await markFailed(db, mail.id, outcome.error)
      return changed()
    }
    const retry = {
      delayMs: backoffMs(mail.attempts),
      giveUpAfterMs: timing.giveUpAfterMs,
      triedLongEnough: triedForMs(mail.attempts, timing) >= timing.giveUpAfterMs,
    }
    if (await markRetryOrGiveUp(db, mail.id, retry, outcome.error)) await changed()
  }

  const hold = async () => {
    const held = await holdDueMail(db, timing.holdAfterMs)
    if (held === 0) return
    log.info({ held }, 'e-mail held as not sent: this instance has no mail server (SMTP_URL)')
    await db.execute(sql`select pg_notify(${MAIL_WAKE_CHANNEL}, ${HELD_PAYLOAD})`)
    await changed()
  }

  /** The held messages due again; asked again at the next look when it fails. */
  const releaseHeld = async () => {
    releaseAsked = false
    const released = await releaseHeldMail(db).catch((error: unknown) => {
      releaseAsked = true
      throw error
    })
    if (released > 0) {
      log.info({ released }, 'held e-mails released to be sent')
      await changed()
    }
  }

  const drain = async () => {
    if (!transport) return hold()
    if (releaseAsked) await releaseHeld()
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

  const release = () => {
    // Only an instance with a mail server releases; one without would hold the messages again at
    // once, and two of them would pass the messages back and forth.
    if (!transport) return
    releaseAsked = true
    run()
  }

  return {
    // A start with a mail server sends what waited while there was none (decision 038). The held
    // messages are due again before the start returns, so the shop is ready with them queued; sending
    // them is the worker's, after.
    async start() {
      if (transport) {
        await releaseHeld().catch((error: unknown) =>
          log.error({ err: error }, 'e-mail outbox: releasing the held messages failed; trying again'),
        )
      }
      run()
    },
    wake: run,
    release,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
      transport?.close()
    },
  }
}
