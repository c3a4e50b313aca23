import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  adminEmailDetailSchema,
  adminEmailListSchema,
  adminEmailSummarySchema,
  emailIdParamsSchema,
  sendMailNowAnswerSchema,
  type AdminEmail,
} from '#shared/contracts/admin-emails'
import { errorAnswerSchema } from '#shared/contracts/errors'
import { messages } from '#shared/contracts/messages'
import { Refusal } from '#server/platform/refusal'
import type { Database } from '#server/platform/database'
import { cachedFor, type ShopMetrics } from '#server/platform/metrics'
import { MAIL_WAKE_CHANNEL } from './mail.public'
import { smtpTransport } from './mail-transport'
import { HELD_PAYLOAD, mailWorker, MAIL_TIMING_DEFAULTS, type MailTiming } from './mail-worker'
import { countUnsentMail, countWaitingMail, findMail, listMail, releaseWaitingMail, resendMail } from './mail.repo'
import { setMessageIdHost } from './message-id'

const admin = { access: 'admin' } as const
/** How long a scraped outbox count is reused: a growing outbox is a trend over minutes, not seconds. */
const OUTBOX_COUNT_MAX_AGE_MS = 10_000

export type MailOptions = {
  database: Database
  /**
   * undefined: nothing leaves the machine; every message is held as 'Niet verzonden' until an
   * instance with a mail server sends it (decision 038).
   */
  smtpUrl: string | undefined
  mailFrom: string
  publicUrl: string
  /** Tests shorten the waits; pollMs 0 turns the worker off. */
  timing?: Partial<MailTiming>
  metrics?: ShopMetrics
}

type MailRow = Omit<AdminEmail, 'createdAt' | 'sentAt' | 'kind' | 'status'> & {
  kind: string
  status: string
  createdAt: Date
  sentAt: Date | null
}

const toAnswer = <T extends MailRow>(row: T) => ({
  ...row,
  kind: row.kind as AdminEmail['kind'],
  status: row.status as AdminEmail['status'],
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
})

/**
 * The e-mail outbox: its worker, and the back office's 'E-mails' with what waits there, 'Nu versturen'
 * and 'Opnieuw versturen' (decision 020, 038).
 */
export const mailRoutes: FastifyPluginAsyncZod<MailOptions> = async (app, options) => {
  const { database } = options
  const db = database.db
  const mailServer = Boolean(options.smtpUrl)
  setMessageIdHost(options.publicUrl)

  const timing = { ...MAIL_TIMING_DEFAULTS, ...options.timing }
  const worker =
    timing.pollMs > 0
      ? mailWorker({
          db,
          transport: options.smtpUrl ? smtpTransport(options.smtpUrl) : undefined,
          from: options.mailFrom,
          timing,
          log: app.log,
          metrics: options.metrics,
          publish: app.realtime.publish,
        })
      : undefined
  const announceChange = () => app.realtime.publish({ channel: 'admin', type: 'emails_changed' })

  app.get('/api/admin/emails', { config: admin, schema: { response: { 200: adminEmailListSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return (await listMail(db)).map(toAnswer)
  })

  // What the back office's warning says while messages wait (decision 038).
  app.get('/api/admin/emails/summary', { config: admin, schema: { response: { 200: adminEmailSummarySchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return { ...(await countWaitingMail(db)), mailServer }
  })

  app.get(
    '/api/admin/emails/:id',
    { config: admin, schema: { params: emailIdParamsSchema, response: { 200: adminEmailDetailSchema, 404: errorAnswerSchema } } },
    async (request, reply) => {
      const mail = await findMail(db, request.params.id)
      if (!mail) throw new Refusal('not_found', messages.notFound)
      reply.header('cache-control', 'no-store')
      return toAnswer(mail)
    },
  )

  // 'Nu versturen': what this instance can send, it sends now; without a mail server it can send
  // nothing, and the seller must set SMTP_URL and restart (decision 038).
  app.post(
    '/api/admin/emails/send-now',
    { config: admin, schema: { response: { 200: sendMailNowAnswerSchema, 409: errorAnswerSchema } } },
    async () => {
      if (!mailServer) throw new Refusal('conflict', messages.noMailServer)
      const queued = await releaseWaitingMail(db)
      if (queued > 0) {
        worker?.wake()
        await announceChange()
      }
      return { queued }
    },
  )

  // 'Opnieuw versturen': one failed message, as it was written, with its own Message-ID.
  app.post(
    '/api/admin/emails/:id/resend',
    {
      config: admin,
      schema: { params: emailIdParamsSchema, response: { 200: adminEmailDetailSchema, 404: errorAnswerSchema, 409: errorAnswerSchema } },
    },
    async (request) => {
      const { id } = request.params
      if (!mailServer) {
        if (!(await findMail(db, id))) throw new Refusal('not_found', messages.notFound)
        throw new Refusal('conflict', messages.noMailServer)
      }
      const outcome = await resendMail(db, id)
      if (outcome === 'missing') throw new Refusal('not_found', messages.notFound)
      if (outcome === 'blanked') throw new Refusal('conflict', messages.mailBlanked)
      if (outcome === 'not-waiting') throw new Refusal('conflict', messages.mailNotResendable)
      worker?.wake()
      await announceChange()
      const mail = await findMail(db, id)
      if (!mail) throw new Error(`e-mail ${id} vanished`)
      return toAnswer(mail)
    },
  )

  // Read at a scrape, at most once per interval whoever scrapes (decision 024); the due index keeps it cheap.
  options.metrics?.watch({ mailOutboxPending: cachedFor(OUTBOX_COUNT_MAX_AGE_MS, () => countUnsentMail(db)) })

  if (!worker) return
  let stopListening: (() => Promise<void>) | undefined
  app.addHook('onReady', async () => {
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
  })
  app.addHook('onClose', async () => {
    await stopListening?.()
    await worker.stop()
  })
}
