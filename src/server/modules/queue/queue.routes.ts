import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { queueListSchema } from '../../../shared/contracts/queue'
import type { Db } from '../../db/db'
import { listQueue } from '../../db/queries/queue'

/** CONTRACT 2: GET /api/queue, the public live queue. */
export const queueRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/queue', { config: { access: 'public' }, schema: { response: { 200: queueListSchema } } }, () =>
    listQueue(db),
  )
}
