import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { messages } from '../../shared/contracts/messages'

/** An expected failure with a status and a Dutch message for the person who caused it. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/** PostgreSQL's error code on a driver error (node-postgres sets it; Drizzle may wrap it in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | undefined
  const code = typeof e?.code === 'string' ? e.code : e?.cause?.code
  return typeof code === 'string' ? code : undefined
}
export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505'
export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === '23503'

/** True for errors a database driver raises when the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code
  const text = error instanceof Error ? error.message : ''
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === '57P01' || // admin_shutdown
    code === '57P03' || // cannot_connect_now
    /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|PGlite is closed/i.test(text)
  )
}

/**
 * Every error answer is JSON `{message}`: 400 with the first validation message, the status and
 * message of an HttpError, 503 when the database is gone, and 500 with a generic text otherwise
 * (the details go to the log, never to the client).
 */
export const errorHandling = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.code(400).send({ message: error.validation[0]?.message ?? messages.invalidInput })
      }
      if (error instanceof HttpError) return reply.code(error.statusCode).send({ message: error.message })
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable')
        return reply.code(503).send({ message: messages.databaseUnavailable })
      }
      const status = error.statusCode ?? 500
      if (status === 429) return reply.code(429).send({ message: error.message })
      // Fastify's own client errors (bad JSON, unsupported content type, body too large). A status
      // code on any other error (a payment provider's 401, say) is not the caller's fault.
      if (status >= 400 && status < 500 && error.code?.startsWith('FST_')) {
        return reply.code(status).send({ message: messages.invalidInput })
      }
      request.log.error({ err: error }, 'unexpected error')
      return reply.code(500).send({ message: messages.unexpectedError })
    })
  },
  { name: 'error-handling' },
)
