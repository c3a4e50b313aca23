import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorAnswerSchema } from '#shared/contracts/errors'
import { messages } from '#shared/contracts/messages'
import { orderPageParamsSchema, orderPageSchema } from '#shared/contracts/order-page'
import type { Db } from '#server/db/db'
import { readOrderPage, type BattleFormatsOf, type WithdrawalsOfOrders } from './order-page.service'

/**
 * GET /api/order-page/{token}: the buyer's own order page (decision 021). Public, the token being the
 * only key; a malformed and an unknown token get the same 404, so the answer never tells whether a
 * link ever existed. The answer is one buyer's: never cached, never indexed. `withdrawalsOfOrders` reads
 * the buyer's withdrawals (decision 055) and `battleFormatsOf` the spots' battle formats (decision 064)
 * from the modules that keep them.
 */
export const orderPageRoutes: FastifyPluginAsyncZod<{
  db: Db
  withdrawalsOfOrders: WithdrawalsOfOrders
  battleFormatsOf: BattleFormatsOf
}> = async (app, { db, withdrawalsOfOrders, battleFormatsOf }) => {
  const notFound = (reply: FastifyReply) =>
    reply.code(404).header('cache-control', 'no-store').send({ message: messages.orderPageNotFound })
  app.get(
    // A wildcard, not `:token`: a path parameter has a length limit that would answer an over-long
    // token differently; this way anything after the prefix is a token, right or wrong.
    '/api/order-page/*',
    {
      config: { access: 'public' },
      schema: { params: orderPageParamsSchema, response: { 200: orderPageSchema, 404: errorAnswerSchema } },
      // Whatever is wrong with what was sent (text the database cannot hold, say), the answer is the
      // one for an unknown token; only our own failures stay 5xx.
      errorHandler: (error, _request, reply) => {
        if ((error.statusCode ?? 500) >= 500) throw error
        return notFound(reply)
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex')
      const page = await readOrderPage(db, request.params['*'], withdrawalsOfOrders, battleFormatsOf)
      if (!page) return notFound(reply)
      return page
    },
  )
}
