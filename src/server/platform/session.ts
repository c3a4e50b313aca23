import { createHash, randomBytes } from 'node:crypto'
import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie'
import { eq, inArray, lt, or } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { messages } from '#shared/contracts/messages'
import { isHttps, type Config } from '#server/config'
import type { Db } from '#server/db/db'
import { adminSessions } from '#server/db/schema/platform'
import { isApiPath } from './paths'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every /api and /ws route says who may call it; 'admin' routes get 401 without a session. */
    access?: 'public' | 'admin'
  }
  interface FastifyRequest {
    /** True when the request carries a valid admin session (looked up once per request). */
    isAdmin(): Promise<boolean>
    /** The admin session the request's cookie names, looked up anew at every call. */
    findAdminSession(): Promise<AdminSession | undefined>
    /**
     * The same lookup as a function that holds only the cookie's token, not the request. The realtime
     * hub calls it once per socket and keeps the answer until the session ends (decision 016,
     * amended); the socket keeps the function for its whole life, and a request with its headers
     * would stay in memory with it (decision 065).
     */
    adminSessionLookup(): () => Promise<AdminSession | undefined>
  }
  interface FastifyInstance {
    sessions: SessionStore
  }
}

/** An admin session ends after this long without a request… */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000
/** …and in any case this long after login. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000
/** lastSeenAt is written at most this often, so a busy admin page does not write on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

/** What a live session is known by without its token: the row's id, and when it ends at the latest. */
export type AdminSession = { id: number; expiresAt: Date }

const isOver = (session: { expiresAt: Date; lastSeenAt: Date }, now: Date) =>
  session.expiresAt <= now || session.lastSeenAt.getTime() + SESSION_IDLE_MS <= now.getTime()

export class SessionStore {
  constructor(private readonly db: Db) {}

  /** A new session; the token (256 random bits) goes into the cookie, only its hash is stored. */
  async create(now = new Date()): Promise<string> {
    const token = randomBytes(32).toString('base64url')
    await this.db.insert(adminSessions).values({
      tokenHash: hashToken(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    })
    return token
  }

  /** The live session of this token, touched as used; an expired one is deleted and not found. */
  async find(token: string, now = new Date()): Promise<AdminSession | undefined> {
    const [session] = await this.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.tokenHash, hashToken(token)))
      .limit(1)
    if (!session) return undefined
    if (isOver(session, now)) {
      await this.db.delete(adminSessions).where(eq(adminSessions.id, session.id))
      return undefined
    }
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.id, session.id))
    }
    return { id: session.id, expiresAt: session.expiresAt }
  }

  /** Ends the session of this token; answers the ids of the sessions ended (none or one). */
  async revoke(token: string): Promise<number[]> {
    const ended = await this.db
      .delete(adminSessions)
      .where(eq(adminSessions.tokenHash, hashToken(token)))
      .returning({ id: adminSessions.id })
    return ended.map((row) => row.id)
  }

  /** Of these session ids, the ones still live (present, neither idle too long nor too old). Touches none. */
  async listLive(ids: readonly number[], now = new Date()): Promise<Set<number>> {
    if (ids.length === 0) return new Set()
    const rows = await this.db
      .select({ id: adminSessions.id, expiresAt: adminSessions.expiresAt, lastSeenAt: adminSessions.lastSeenAt })
      .from(adminSessions)
      .where(inArray(adminSessions.id, [...ids]))
    return new Set(rows.filter((row) => !isOver(row, now)).map((row) => row.id))
  }

  /** Drops sessions that can no longer be used. */
  async purgeExpired(now = new Date()): Promise<void> {
    await this.db
      .delete(adminSessions)
      .where(
        or(lt(adminSessions.expiresAt, now), lt(adminSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))),
      )
  }
}

export type SessionCookie = { name: string; secure: boolean }

/** `__Host-` binds the cookie to this exact origin over https; browsers accept it only with Secure. */
export function sessionCookie(config: Pick<Config, 'publicUrl'>): SessionCookie {
  const secure = isHttps(config)
  return { name: secure ? '__Host-packstroom_session' : 'packstroom_session', secure }
}

/** The session cookie, read and written here, so no plugin parses cookies on every request. */
function sessionCookieHeader(cookie: SessionCookie, value: string, lifetime: Pick<SetCookie, 'maxAge' | 'expires'>): string {
  return stringifySetCookie({ name: cookie.name, value, path: '/', httpOnly: true, sameSite: 'lax', secure: cookie.secure, ...lifetime })
}

export function setSessionCookie(reply: FastifyReply, cookie: SessionCookie, token: string): void {
  reply.header('set-cookie', sessionCookieHeader(cookie, token, { maxAge: SESSION_ABSOLUTE_MS / 1000 }))
}

export function clearSessionCookie(reply: FastifyReply, cookie: SessionCookie): void {
  reply.header('set-cookie', sessionCookieHeader(cookie, '', { maxAge: 0, expires: new Date(0) }))
}

export function readSessionToken(request: FastifyRequest, cookie: SessionCookie): string | undefined {
  const header = request.headers.cookie
  const token = header ? parseCookie(header)[cookie.name] : undefined
  return token && token.length <= 100 ? token : undefined
}

/**
 * Sessions and the one admin guard. Routes declare `config: { access }`; a route under /api or /ws
 * without it stops start-up, so no route can forget to say who may call it.
 */
export const sessions = fp(
  async (app: FastifyInstance, options: { db: Db; config: Pick<Config, 'publicUrl'> }) => {
    const store = new SessionStore(options.db)
    const cookie = sessionCookie(options.config)
    app.decorate('sessions', store)

    app.addHook('onRoute', (route) => {
      const access = route.config?.access
      if (isApiPath(route.url) && access !== 'public' && access !== 'admin') {
        throw new Error(`${String(route.method)} ${route.url} must declare config.access ('public' or 'admin')`)
      }
    })

    app.decorateRequest('adminSessionLookup', function (this: FastifyRequest) {
      const token = readSessionToken(this, cookie)
      return token ? () => store.find(token) : () => Promise.resolve(undefined)
    })
    app.decorateRequest('findAdminSession', function (this: FastifyRequest) {
      return this.adminSessionLookup()()
    })
    const cache = new WeakMap<FastifyRequest, Promise<boolean>>()
    app.decorateRequest('isAdmin', function (this: FastifyRequest) {
      let result = cache.get(this)
      if (!result) {
        result = this.findAdminSession().then((session) => session !== undefined)
        cache.set(this, result)
      }
      return result
    })

    // A callback, not a promise, for the public requests that pass straight through.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.routeOptions.config.access !== 'admin') return done()
      request.isAdmin().then((isAdmin) => {
        if (isAdmin) done()
        else void reply.code(401).send({ message: messages.notAuthenticated })
      }, done)
    })
  },
  { name: 'sessions' },
)
