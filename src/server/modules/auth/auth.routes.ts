import rateLimit from '@fastify/rate-limit'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { loginRequestSchema, sessionAnswerSchema } from '../../../shared/contracts/auth'
import { errorAnswerSchema } from '../../../shared/contracts/errors'
import { messages } from '../../../shared/contracts/messages'
import type { Config } from '../../config'
import type { Db } from '../../db/db'
import { checkAccessCode } from '../../platform/admin-access'
import { clearSessionCookie, readSessionToken, sessionCookie, setSessionCookie } from '../../platform/session'

export type AuthOptions = {
  db: Db
  config: Pick<Config, 'publicUrl'>
  /** Login attempts per client address per minute. */
  loginLimitPerMinute: number
}

/** Admin login, logout and session (CONTRACT 2). */
export const authRoutes: FastifyPluginAsyncZod<AuthOptions> = async (app, { db, config, loginLimitPerMinute }) => {
  const cookie = sessionCookie(config)
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: messages.tooManyLoginAttempts,
    }),
  })

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public', rateLimit: { max: loginLimitPerMinute, timeWindow: 60_000 } },
      schema: { body: loginRequestSchema, response: { 200: sessionAnswerSchema, 401: errorAnswerSchema } },
    },
    async (request, reply) => {
      if (!(await checkAccessCode(db, request.body.accessCode))) {
        return reply.code(401).send({ message: messages.invalidAccessCode })
      }
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
