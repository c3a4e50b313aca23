import { randomInt } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorAnswerSchema } from '#shared/contracts/errors'
import { messages } from '#shared/contracts/messages'
import { orderLinksAnswerSchema, orderLinksRequestSchema } from '#shared/contracts/order-links'
import type { Db } from '#server/db/db'
import { clientAddress } from '#server/platform/client-address'
import { enqueueOrderLinks } from './mail-content.service'
import type { MailSite } from './mail-site'
import { claimOrderLinkRequest, ORDER_LINK_LIMITS_DEFAULT, type OrderLinkLimits } from './order-link-limits'

/** Runs `write` at some later moment; returns what cancels the wait (the write has then not run). */
export type WriteSchedule = (write: () => Promise<void>) => () => void

export type OrderLinksOptions = {
  db: Db
  site: MailSite
  trustProxy: boolean
  limits?: Partial<OrderLinkLimits>
  /** When the message is written; by default a random moment 1 to 6 s after the answer. */
  schedule?: WriteSchedule
}

/** How long after the answer the message is written: uniformly between these, in milliseconds. */
export const ORDER_LINKS_DELAY_MS_DEFAULT = { min: 1_000, max: 6_000 }

/** The shop's own schedule: each write waits a random time in `delayMs`, drawn anew per request. */
export function scheduleAtRandom(delayMs: { min: number; max: number }): WriteSchedule {
  return (write) => {
    const timer = setTimeout(() => void write(), randomInt(delayMs.min, delayMs.max + 1))
    return () => clearTimeout(timer)
  }
}

/**
 * The link-again form (on /shipping-policy and the order page): the buyer's e-mail address in, one
 * e-mail listing their order pages out. The answer is the same whether or not the address is known,
 * and the form is limited per address and per client (order-link-limits.ts).
 */
export const orderLinksRoutes: FastifyPluginAsyncZod<OrderLinksOptions> = async (app, options) => {
  const { db, site, trustProxy } = options
  const limits = { ...ORDER_LINK_LIMITS_DEFAULT, ...options.limits }
  const schedule = options.schedule ?? scheduleAtRandom(ORDER_LINKS_DELAY_MS_DEFAULT)
  // The message is not written while answering, nor right after: that work (order-page links made, a
  // message rendered, for a known address only) ran in this process, beside the embedded database, and
  // slowed the next request on the connection, telling a known address from an unknown one (the
  // security scan in docs/reliability.md). Every accepted request, known address or not, leaves one
  // write for a random moment a few seconds later, tied to no request. A write waiting at close runs
  // at once, and closing waits for every write under way, so none is lost.
  const waiting = new Map<() => Promise<void>, () => void>()
  const writing = new Set<Promise<void>>()
  let closing = false

  const startWrite = (email: string, log: FastifyBaseLogger) => {
    const write = enqueueOrderLinks(db, site, email).then(
      () => undefined,
      (error: unknown) => log.error({ err: error }, 'the order links message could not be written'),
    )
    writing.add(write)
    void write.finally(() => writing.delete(write))
    return write
  }
  const scheduleWrite = (email: string, log: FastifyBaseLogger) => {
    // Runs once: by its schedule or by the close, whichever comes first.
    const write = () => (waiting.delete(write) ? startWrite(email, log) : Promise.resolve())
    if (closing) return void startWrite(email, log)
    let cancel = () => {}
    waiting.set(write, () => cancel())
    cancel = schedule(write)
  }

  app.addHook('onClose', async () => {
    closing = true
    for (const [write, cancel] of waiting) {
      cancel()
      void write()
    }
    // A request answered while closing starts its write at once; wait for that one too.
    while (writing.size > 0) await Promise.allSettled(writing)
  })

  app.post(
    '/api/order-links',
    {
      config: { access: 'public' },
      schema: { body: orderLinksRequestSchema, response: { 202: orderLinksAnswerSchema, 429: errorAnswerSchema } },
    },
    async (request, reply) => {
      const { email } = request.body
      const claim = await claimOrderLinkRequest(db, { email, clientAddress: clientAddress(request, trustProxy) }, limits)
      if (!claim.allowed) {
        return reply
          .code(429)
          .header('retry-after', String(claim.retryAfterSeconds))
          .send({
            message:
              claim.limit === 'email'
                ? messages.tooManyOrderLinkRequestsForEmail
                : messages.tooManyOrderLinkRequestsFromClient,
          })
      }
      scheduleWrite(email, request.log)
      return reply.code(202).header('cache-control', 'no-store').send({ message: messages.orderLinksRequested })
    },
  )
}
