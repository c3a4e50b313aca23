import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { healthAnswerSchema, healthUnavailableSchema } from '#shared/contracts/health'
import { messages } from '#shared/contracts/messages'
import type { Database } from '#server/platform/database'

const PING_TIMEOUT_MS = 2_000

/** GET /api/health: 200 while the database answers, 503 otherwise (for load balancers and monitors). */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { response: { 200: healthAnswerSchema, 503: healthUnavailableSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      try {
        await withTimeout(database.ping(), PING_TIMEOUT_MS)
        return { status: 'ok' as const }
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database not answering')
        return reply.code(503).send({ status: 'unavailable' as const, message: messages.databaseUnavailable })
      }
    },
  )
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
