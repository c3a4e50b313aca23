import { createHash, randomBytes } from 'node:crypto'
import { parseCookie, stringifySetCookie } from 'cookie'
import { eq, lt } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { isHttps, type Config } from '#server/config'
import type { Db } from '#server/db/db'
import { adminDevices } from '#server/db/schema/auth'

/**
 * OWASP's device cookies (decision 016): a browser that logged in with the right code gets a cookie
 * that makes its later logins count against its own allowance, so guesses from elsewhere cannot lock
 * the seller out. 256 random bits; the database keeps only their SHA-256, so every instance knows
 * the device and a leaked database hands out none.
 */

/** A browser stays trusted this long after its last successful login (each login renews it). */
export const DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000

export const hashDeviceToken = (token: string) => createHash('sha256').update(token).digest('base64url')

export type DeviceCookie = { name: string; secure: boolean }

/** Named and secured like the session cookie: `__Host-` and Secure over https. */
export function deviceCookie(config: Pick<Config, 'publicUrl'>): DeviceCookie {
  const secure = isHttps(config)
  return { name: secure ? '__Host-packstroom_device' : 'packstroom_device', secure }
}

export function readDeviceToken(request: FastifyRequest, cookie: DeviceCookie): string | undefined {
  const header = request.headers.cookie
  const token = header ? parseCookie(header)[cookie.name] : undefined
  return token && token.length <= 100 ? token : undefined
}

/** SameSite=Strict: only the shop's own login page ever needs to send it. */
export function setDeviceCookie(reply: FastifyReply, cookie: DeviceCookie, token: string): void {
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name: cookie.name,
      value: token,
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: cookie.secure,
      maxAge: DEVICE_LIFETIME_MS / 1000,
    }),
  )
}

/**
 * Trusts the browser that just logged in with a new token. The device it presented, if any, ends
 * (with its failed logins): one token per browser, renewed at every login. Expired devices go too.
 */
export async function renewDevice(db: Db, presentedDeviceId: number | undefined, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.transaction(async (tx) => {
    if (presentedDeviceId !== undefined) await tx.delete(adminDevices).where(eq(adminDevices.id, presentedDeviceId))
    await tx.delete(adminDevices).where(lt(adminDevices.expiresAt, now))
    await tx.insert(adminDevices).values({
      tokenHash: hashDeviceToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + DEVICE_LIFETIME_MS),
    })
  })
  return token
}
