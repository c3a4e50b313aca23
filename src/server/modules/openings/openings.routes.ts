import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParamsSchema } from '#shared/contracts/admin-catalog'
import { errorAnswerSchema } from '#shared/contracts/errors'
import { liveSessionListSchema, liveSessionSchema, updateLiveSessionSchema } from '#shared/contracts/live-sessions'
import type { Db } from '#server/db/db'
import { listLiveSessions, saveReplayUrl } from './openings.repo'

const admin = { access: 'admin' } as const

/** The back office's 'Live sessies' (decision 060): every live, and the replay's address the seller pastes. */
export const openingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/api/admin/live-sessions', { config: admin, schema: { response: { 200: liveSessionListSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return listLiveSessions(db)
  })

  app.patch(
    '/api/admin/live-sessions/:id',
    {
      config: admin,
      schema: { params: idParamsSchema, body: updateLiveSessionSchema, response: { 200: liveSessionSchema, 404: errorAnswerSchema } },
    },
    (request) => saveReplayUrl(db, request.params.id, request.body.replayUrl),
  )
}
