import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorAnswerSchema } from '#shared/contracts/errors'
import { messages } from '#shared/contracts/messages'
import { orderLinksAnswerSchema, orderLinksRequestSchema } from '#shared/contracts/order-links'
import type { Db } from '#server/db/db'
import { clientAddress } from '#server/platform/client-address'
import { enqueueOrderLinks } from './mail-content.service'
import type { MailSite } from './mail-site'
import { claimOrderLinkRequest, ORDER_LINK_LIMITS_DEFAULT, type OrderLinkLimits } from './order-link-limits'

export type OrderLinksOptions = { db: Db; site: MailSite; trustProxy: boolean; limits?: Partial<OrderLinkLimits> }

/**
 * The link-again form (on /shipping-policy and the order page): the buyer's e-mail address in, one
 * e-mail listing their order pages out. The answer is the same whether or not the address is known,
 * and the form is limited per address and per client (order-link-limits.ts).
 */
export const orderLinksRoutes: FastifyPluginAsyncZod<OrderLinksOptions> = async (app, options) => {
  const { db, site, trustProxy } = options
  const limits = { ...ORDER_LINK_LIMITS_DEFAULT, ...options.limits }
  // The message is written after the answer has left, so a known address (links made, a message
  // rendered) answers as fast as an unknown one: the timing tells no more than the body. Closing
  // waits for what is under way.
  const writing = new Set<Promise<void>>()
  app.addHook('onClose', async () => {
    await Promise.allSettled(writing)
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
      const write = enqueueOrderLinks(db, site, email).then(
        () => undefined,
        (error: unknown) => request.log.error({ err: error }, 'the order links message could not be written'),
      )
      writing.add(write)
      void write.finally(() => writing.delete(write))
      return reply.code(202).header('cache-control', 'no-store').send({ message: messages.orderLinksRequested })
    },
  )
}
