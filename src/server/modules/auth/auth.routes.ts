import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { loginRequestSchema, sessionAnswerSchema } from '#shared/contracts/auth'
import { errorAnswerSchema } from '#shared/contracts/errors'
import { messages } from '#shared/contracts/messages'
import type { Config } from '#server/config'
import type { Db } from '#server/db/db'
import { checkAccessCode } from '#server/platform/admin-access'
import { clientAddress } from '#server/platform/client-address'
import { clearSessionCookie, readSessionToken, sessionCookie, setSessionCookie } from '#server/platform/session'
import { deviceCookie, readDeviceToken, renewDevice, setDeviceCookie } from './device-cookie'
import { claimAttempt, forgive, pruneLoginFailures, type LimitName } from './login-limits'

export type AuthOptions = {
  db: Db
  config: Pick<Config, 'publicUrl' | 'trustProxy' | 'accessCodeCost'>
  /** Failed logins per client address per minute (ASVS 6.3.1). */
  loginLimitPerMinute: number
  /** Failed logins from all addresses together per hour. */
  loginLimitPerHour?: number
  /** Failed logins per trusted browser (device cookie) per hour. */
  loginLimitPerDevicePerHour?: number
}

const refusal: Record<LimitName, string> = {
  address: messages.tooManyLoginAttempts,
  total: messages.tooManyLoginAttemptsInTotal,
  device: messages.tooManyLoginAttemptsOnDevice,
}

/** Admin login, logout and session (product.md 11). */
export const authRoutes: FastifyPluginAsyncZod<AuthOptions> = async (app, options) => {
  const { db, config } = options
  const limits = {
    perAddressPerMinute: options.loginLimitPerMinute,
    totalPerHour: options.loginLimitPerHour ?? 100,
    perDevicePerHour: options.loginLimitPerDevicePerHour ?? 10,
  }
  const cookie = sessionCookie(config)
  const device = deviceCookie(config)

  /** Ends a session on the server and takes the admin channels from the sockets it opened, on every instance. */
  async function endSession(token: string) {
    const ended = await app.sessions.revoke(token)
    if (ended.length > 0) await app.realtime.endAdminSessions(ended)
  }

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
      const client = { address: clientAddress(request, config.trustProxy), deviceToken: readDeviceToken(request, device) }
      const attempt = await claimAttempt(db, client, limits)
      if (!attempt.allowed) {
        return reply.code(429).header('retry-after', String(attempt.retryAfterSeconds)).send({ message: refusal[attempt.limit] })
      }
      if (!(await checkAccessCode(db, request.body.accessCode, config.accessCodeCost))) {
        await pruneLoginFailures(db)
        return reply.code(401).send({ message: messages.invalidAccessCode })
      }
      await forgive(db, attempt.id)
      // A new token at every login; an old cookie from before stops working.
      const previous = readSessionToken(request, cookie)
      if (previous) await endSession(previous)
      setSessionCookie(reply, cookie, await app.sessions.create())
      setDeviceCookie(reply, device, await renewDevice(db, attempt.deviceId))
      return { isAuthenticated: true }
    },
  )

  app.post(
    '/api/auth/logout',
    { config: { access: 'public' }, schema: { response: { 200: sessionAnswerSchema } } },
    async (request, reply) => {
      // The device cookie stays: logging out does not make this browser a stranger.
      const token = readSessionToken(request, cookie)
      if (token) await endSession(token)
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
