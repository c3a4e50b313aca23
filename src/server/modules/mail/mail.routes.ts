import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { adminEmailDetailSchema, adminEmailListSchema, emailIdParamsSchema, type AdminEmail } from '#shared/contracts/admin-emails'
import { errorAnswerSchema } from '#shared/contracts/errors'
import { messages } from '#shared/contracts/messages'
import { HttpError } from '#server/platform/errors'
import type { Database } from '#server/platform/database'
import { cachedFor, type ShopMetrics } from '#server/platform/metrics'
import { MAIL_WAKE_CHANNEL } from './mail.public'
import { smtpTransport } from './mail-transport'
import { mailWorker, MAIL_TIMING_DEFAULTS, type MailTiming } from './mail-worker'
import { countUnsentMail, findMail, listMail } from './mail.repo'
import { setMessageIdHost } from './message-id'

const admin = { access: 'admin' } as const
/** How long a scraped outbox count is reused: a growing outbox is a trend over minutes, not seconds. */
const OUTBOX_COUNT_MAX_AGE_MS = 10_000

export type MailOptions = {
  database: Database
  /** undefined: nothing leaves the machine, every message is kept for the back office (decision 020). */
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

/** The e-mail outbox: its worker, and the back office's 'E-mails' (decision 020). */
export const mailRoutes: FastifyPluginAsyncZod<MailOptions> = async (app, options) => {
  const { database } = options
  const db = database.db
  setMessageIdHost(options.publicUrl)

  app.get('/api/admin/emails', { config: admin, schema: { response: { 200: adminEmailListSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return (await listMail(db)).map(toAnswer)
  })

  app.get(
    '/api/admin/emails/:id',
    { config: admin, schema: { params: emailIdParamsSchema, response: { 200: adminEmailDetailSchema, 404: errorAnswerSchema } } },
    async (request, reply) => {
      const mail = await findMail(db, request.params.id)
      if (!mail) throw new HttpError(404, messages.notFound)
      reply.header('cache-control', 'no-store')
      return toAnswer(mail)
    },
  )

  // Read at a scrape, at most once per interval whoever scrapes (decision 024); the due index keeps it cheap.
  options.metrics?.watch({ mailOutboxPending: cachedFor(OUTBOX_COUNT_MAX_AGE_MS, () => countUnsentMail(db)) })

  const timing = { ...MAIL_TIMING_DEFAULTS, ...options.timing }
  if (timing.pollMs <= 0) return
  const worker = mailWorker({
    db,
    transport: options.smtpUrl ? smtpTransport(options.smtpUrl) : undefined,
    from: options.mailFrom,
    timing,
    log: app.log,
    metrics: options.metrics,
  })
  let stopListening: (() => Promise<void>) | undefined
  app.addHook('onReady', async () => {
    // enqueueMail's NOTIFY arrives after its transaction committed, on every instance; after a lost
    // feed the worker looks at once for what it may have missed.
    stopListening = await database.listen(MAIL_WAKE_CHANNEL, { onPayload: worker.wake, onResync: worker.wake })
    worker.start()
  })
  app.addHook('onClose', async () => {
    await stopListening?.()
    await worker.stop()
  })
}
