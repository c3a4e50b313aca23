import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorAnswerSchema } from '#shared/contracts/errors'
import { messages, tooManyWrongEmails } from '#shared/contracts/messages'
import {
  orderAddressAnswerSchema,
  orderAddressRequestSchema,
  shippingPageParamsSchema,
  shippingPageSchema,
} from '#shared/contracts/shipping'
import type { Db } from '#server/db/db'
import { readOrderAddress, readShippingPage } from './shipping-page.service'

/**
 * GET /api/shipping-page/{token}: the shipping part of the buyer's order page (product.md 2.13,
 * decision 022). Public, the order page's token being the only key, with the order page's rules
 * (decision 021): any wrong token gets the same 404, and the answer is one buyer's, so it is never
 * cached or indexed. It carries only orders within the token's scope (shipping-scope.ts), and no
 * address: POST /api/shipping-page/address gives the token's own checkout address to fill the form in,
 * once its holder types the checkout's e-mail address (decision 031).
 */
export const shippingPageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const notFound = (reply: FastifyReply) =>
    reply
      .code(404)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send({ message: messages.orderPageNotFound })
  app.get(
    // A wildcard, not `:token`, as the order page's: an over-long token is answered like any other.
    '/api/shipping-page/*',
    {
      config: { access: 'public' },
      schema: { params: shippingPageParamsSchema, response: { 200: shippingPageSchema, 404: errorAnswerSchema } },
      // Whatever is wrong with what was sent, the answer is the one for an unknown token.
      errorHandler: (error, _request, reply) => {
        if ((error.statusCode ?? 500) >= 500) throw error
        return notFound(reply)
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex')
      const page = await readShippingPage(db, request.params['*'])
      if (!page) return notFound(reply)
      return page
    },
  )

  app.post(
    '/api/shipping-page/address',
    {
      config: { access: 'public' },
      schema: {
        body: orderAddressRequestSchema,
        response: { 200: orderAddressAnswerSchema, 403: errorAnswerSchema, 404: errorAnswerSchema, 429: errorAnswerSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex')
      const found = await readOrderAddress(db, request.body.token, request.body.email)
      if (found.found) return { address: found.address }
      switch (found.reason) {
        case 'wrong-email':
          return reply.code(403).send({ message: messages.notTheOrderEmail })
        case 'too-many':
          return reply
            .code(429)
            .header('retry-after', String(found.retryAfterSeconds))
            .send({ message: tooManyWrongEmails(Math.ceil(found.retryAfterSeconds / 60)) })
        default:
          // An unknown link, or a checkout without an address (the page offers no 'Adres invullen' then).
          return notFound(reply)
      }
    },
  )
}
