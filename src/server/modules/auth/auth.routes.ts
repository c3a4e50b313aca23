import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { loginRequestSchema, sessionAnswerSchema } from '../../../shared/contracts/auth'
import { errorAnswerSchema } from '../../../shared/contracts/errors'
import { messages } from '../../../shared/contracts/messages'
import type { Config } from '../../config'
import type { Db } from '../../db/db'
import { checkAccessCode } from '../../platform/admin-access'
import { clearSessionCookie, readSessionToken, sessionCookie, setSessionCookie } from '../../platform/session'
import { clientAddress } from './client-address'
import { claimAttempt, forgive, pruneLoginFailures } from './login-limits'

export type AuthOptions = {
  db: Db
  config: Pick<Config, 'publicUrl' | 'trustProxy'>
  /** Failed logins per client address per minute (ASVS 6.3.1). */
  loginLimitPerMinute: number
  /** Failed logins from all addresses together per hour. */
  loginLimitPerHour?: number
}

/** Admin login, logout and session (CONTRACT 2). */
export const authRoutes: FastifyPluginAsyncZod<AuthOptions> = async (app, options) => {
  const { db, config } = options
  const limits = { perAddressPerMinute: options.loginLimitPerMinute, totalPerHour: options.loginLimitPerHour ?? 100 }
  const cookie = sessionCookie(config)

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        body: loginRequestSchema,
        response: { 200: sessionAnswerSchema, 401: errorAnswerSchema, 429: errorAnswerSchema },
      },
    },
    async (request, reply) => {
      // Counted in the database, so the limits hold across every instance on it.
      const attempt = await claimAttempt(db, clientAddress(request, config.trustProxy), limits)
      if (!attempt.allowed) {
        const message = attempt.limit === 'total' ? messages.tooManyLoginAttemptsInTotal : messages.tooManyLoginAttempts
        return reply.code(429).header('retry-after', String(attempt.retryAfterSeconds)).send({ message })
      }
      if (!(await checkAccessCode(db, request.body.accessCode))) {
        await pruneLoginFailures(db)
        return reply.code(401).send({ message: messages.invalidAccessCode })
      }
      await forgive(db, attempt.id)
      // A new token at every login; an old cookie from before stops working.
      const previous = readSessionToken(request, cookie)
      if (previous) await app.sessions.revoke(previous)
      setSessionCookie(reply, cookie, await app.sessions.create())
      return { isAuthenticated: true }
    },
  )

  app.post(
    '/api/auth/logout',
    { config: { access: 'public' }, schema: { response: { 200: sessionAnswerSchema } } },
    async (request, reply) => {
      const token = readSessionToken(request, cookie)
      if (token) await app.sessions.revoke(token)
      clearSessionCookie(reply, cookie)
      return { isAuthenticated: false }
    },
  )

  app.get(
    '/api/auth/session',
    { config: { access: 'public' }, schema: { response: { 200: sessionAnswerSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { isAuthenticated: await request.isAdmin() }
    },
  )
}
