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
import type { Db } from '#server/db/db'
import { cachedFor, type ShopMetrics } from '#server/platform/metrics'
import type { MailWorker } from './mail-worker'
import { countUnsentMail, countWaitingMail, findMail, listMail, releaseWaitingMail, resendMail } from './mail.repo'
import { setMessageIdHost } from './message-id'

const admin = { access: 'admin' } as const
/** How long a scraped outbox count is reused: a growing outbox is a trend over minutes, not seconds. */
const OUTBOX_COUNT_MAX_AGE_MS = 10_000

export type MailOptions = {
  db: Db
  /**
   * undefined: nothing leaves the machine; every message is held as 'Niet verzonden' until an
   * instance with a mail server sends it (decision 038).
   */
  smtpUrl: string | undefined
  publicUrl: string
  /** This instance's outbox worker (src/server/background-jobs.ts), woken when the seller sends; none in tests that turn it off. */
  worker: Pick<MailWorker, 'wake'> | undefined
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
 * The back office's 'E-mails' (decision 020, 038): what the outbox holds and what waits there, 'Nu
 * versturen' and 'Opnieuw versturen'. The worker that sends it is a background job.
 */
export const mailRoutes: FastifyPluginAsyncZod<MailOptions> = async (app, options) => {
  const { db, worker } = options
  const mailServer = Boolean(options.smtpUrl)
  setMessageIdHost(options.publicUrl)
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
}
