import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { messages } from '#shared/contracts/messages'
import { Refusal } from './refusal'

/**
 * A refusal that happened before a route's handler ran (broken JSON, a wrong content type, another
 * site's page), for a route whose every refusal has its own shape: the status and the Dutch message
 * to put in it. Anything that is not a 4xx is rethrown, for the shop's error handling.
 */
export function earlyRefusal(error: FastifyError | Refusal): { status: number; message: string } {
  const status = error.statusCode ?? 500
  if (status < 400 || status >= 500) throw error
  return { status, message: error instanceof Refusal ? error.message : messages.invalidInput }
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
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  // Drizzle wraps the driver's error (DrizzleQueryError) and keeps it as the cause.
  const cause = (error as { cause?: unknown } | undefined)?.cause
  if (cause !== undefined && depth < 3 && isDatabaseUnavailable(cause, depth + 1)) return true
  const code = (error as { code?: unknown } | undefined)?.code
  const text = error instanceof Error ? error.message : ''
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === '57P01' || // admin_shutdown
    code === '57P03' || // cannot_connect_now
    /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|not queryable|PGlite is closed/i.test(text)
  )
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
/** NUL, or half of a surrogate pair: text that has no form PostgreSQL accepts. */
const isUnstorable = (text: string) => text.includes('\u0000') || loneSurrogate.test(text)

/**
 * True when a parsed request part holds, in a key or a value, text the database cannot store:
 * PostgreSQL refuses a NUL character, and a lone surrogate is no valid UTF-8 (PGlite refuses it,
 * node-postgres would silently store a different character). Walks without recursion: a body may
 * nest tens of thousands of levels deep.
 */
export function holdsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const item = pending.pop()
    if (typeof item === 'string') {
      if (isUnstorable(item)) return true
    } else if (typeof item === 'object' && item !== null && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (isUnstorable(key)) return true
        pending.push(child)
      }
    }
  }
  return false
}

/**
 * Every error answer is JSON `{message}`: 400 with the first validation message, the status and
 * message of a Refusal, 503 when the database is gone or the shop is closing, and 500 with a
 * generic text otherwise (the details go to the log, never to the client). Input holding text the database cannot store
 * (a NUL character, a lone surrogate) is refused with 400 before any handler runs: in the path or query
 * before validation, in the body after it, so a field's own rule gives its own message first.
 */
export const errorHandling = fp(
  async (app: FastifyInstance) => {
    // Closing (SIGTERM): requests already running finish; one that arrives now is refused in Dutch,
    // on a connection that then closes, so a load balancer sends the buyer's retry elsewhere.
    let closing = false
    app.addHook('preClose', async () => {
      closing = true
    })
    // The hooks every request passes take callbacks, not promises: one less promise each, on the
    // shop's busiest paths (decision 013).
    app.addHook('onRequest', (_request, reply, done) => {
      if (!closing) return done()
      void reply.code(503).header('connection', 'close').send({ message: messages.databaseUnavailable })
    })
    // A request that was running when the close began ends its connection with the answer; kept
    // alive, the idle connection would hold the shutdown up to the keep-alive timeout (72 s).
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close')
      done(null, payload)
    })

    // Thrown, so a route's own error handler shapes the 400 as usual. Path and query before any schema.
    app.addHook('preValidation', (request, _reply, done) => {
      const unstorable = holdsUnstorableText(request.params) || holdsUnstorableText(request.query)
      done(unstorable ? new Refusal('invalid', messages.invalidInput) : undefined)
    })
    // The body after its schema, still before the handler: a field with a rule of its own for such text
    // says why first (a NUL in a buyer's name is a control character: plain-text.ts), and what the
    // schema stripped is not looked at. A route that attaches its validation error refuses that itself.
    app.addHook('preHandler', (request, _reply, done) => {
      const unstorable = !request.validationError && holdsUnstorableText(request.body)
      done(unstorable ? new Refusal('invalid', messages.invalidInput) : undefined)
    })
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.code(400).send({ message: error.validation[0]?.message ?? messages.invalidInput })
      }
      if (error instanceof Refusal) return reply.code(error.statusCode).send({ message: error.message })
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable')
        return reply.code(503).send({ message: messages.databaseUnavailable })
      }
      const status = error.statusCode ?? 500
      if (status === 429) return reply.code(429).send({ message: error.message })
      // A body past the limit (256 KiB; the payment webhook's form 4 KiB): say so, not 'invalid input'.
      if (status === 413) return reply.code(413).send({ message: messages.requestTooLarge })
      // Fastify's own client errors (bad JSON, unsupported content type). A status
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
