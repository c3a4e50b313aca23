import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { paidOrdersQuerySchema, paidOrdersSchema, queueHeadSchema, queueListSchema } from '#shared/contracts/queue'
import { ALERT_CATCH_UP_LIMIT, ALERT_CATCH_UP_WINDOW_MS } from '#shared/domain/order-alerts'
import { QUEUE_GROUPS_VISIBLE, queueHead } from '#shared/domain/queue'
import type { Db } from '#server/db/db'
import { listOrdersPaidSince, listQueue } from '#server/modules/sales/sales.public'

// A deleted product leaves its queued orders without an image.
const queueDependsOn = ['orders', 'stock:product_deleted']

/**
 * product.md 11: GET /api/queue, the public live queue, and its head for home's panel (decision 046);
 * product.md 14: the overlays' catch-up.
 */
export const queueRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const queue = { key: 'queue', dependsOn: queueDependsOn, schema: queueListSchema, load: () => listQueue(db) }
  app.get('/api/queue', { config: { access: 'public' }, schema: { response: { 200: queueListSchema } } }, (request, reply) =>
    app.answers.send(request, reply, queue),
  )

  const head = {
    key: 'queue-head',
    dependsOn: queueDependsOn,
    schema: queueHeadSchema,
    load: async () => queueHead(await listQueue(db), QUEUE_GROUPS_VISIBLE),
  }
  app.get('/api/queue/head', { config: { access: 'public' }, schema: { response: { 200: queueHeadSchema } } }, (request, reply) =>
    app.answers.send(request, reply, head),
  )

  app.get(
    '/api/queue/paid',
    {
      config: { access: 'public' },
      schema: { querystring: paidOrdersQuerySchema, response: { 200: paidOrdersSchema } },
    },
    async (request, reply) => {
      const now = new Date()
      // Never further back than the window, whatever the overlay asks for.
      const earliest = now.getTime() - ALERT_CATCH_UP_WINDOW_MS
      const asked = request.query.since ? Date.parse(request.query.since) : earliest
      const since = new Date(Math.max(asked, earliest))
      reply.header('cache-control', 'no-store')
      return { serverTime: now.toISOString(), orders: await listOrdersPaidSince(db, since, ALERT_CATCH_UP_LIMIT) }
    },
  )
}
