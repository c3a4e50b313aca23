import { and, count, eq, gt, isNull, lt, min, sql } from 'drizzle-orm'
import type { Db } from '#server/db/db'
import { adminDevices, loginFailures } from '#server/db/schema/auth'
import { hashDeviceToken } from './device-cookie'

export type LoginLimits = {
  /** Failed logins without a device cookie, per client address per minute. */
  perAddressPerMinute: number
  /** Failed logins without a device cookie, from all addresses together, per hour. */
  totalPerHour: number
  /** Failed logins with one trusted browser's device cookie, per hour (decision 016). */
  perDevicePerHour: number
}

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

export type LimitName = 'address' | 'total' | 'device'

export type Attempt =
  /** `deviceId`: the trusted browser the attempt came from; undefined for an untrusted one. */
  | { allowed: true; id: number; deviceId: number | undefined }
  | { allowed: false; retryAfterSeconds: number; limit: LimitName }

/** Who is trying: the client address, and the device cookie's token if the browser sent one. */
export type LoginClient = { address: string; deviceToken: string | undefined }

/** Serialises the count-then-claim below across every instance on the database. */
const LOGIN_LIMIT_LOCK_KEY = 7_150_103

/**
 * Claims a login attempt as a failure before the code is checked: under one advisory lock, counts
 * the failures every instance wrote to the shared table and, below the limits, adds this attempt.
 * So of N guesses racing on several instances exactly the limit get checked. A successful login
 * gives its claim back (`forgive`): it is never counted. A refused attempt claims nothing.
 *
 * A browser with a valid device cookie (OWASP's device cookies, decision 016) is counted against its
 * own allowance only, so no flood of strangers' guesses can lock it out; it locks only itself. Every
 * other attempt (no cookie, an unknown, forged or expired one) counts against the per-address and
 * total limits, which device attempts do not touch.
 */
export async function claimAttempt(db: Db, client: LoginClient, limits: LoginLimits, now = new Date()): Promise<Attempt> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOGIN_LIMIT_LOCK_KEY})`)
    const since = (windowMs: number) => gt(loginFailures.failedAt, new Date(now.getTime() - windowMs))
    const [device] = client.deviceToken
      ? await tx
          .select({ id: adminDevices.id })
          .from(adminDevices)
          .where(and(eq(adminDevices.tokenHash, hashDeviceToken(client.deviceToken)), gt(adminDevices.expiresAt, now)))
          .limit(1)
      : []

    if (device) {
      const [perDevice] = await tx
        .select({ failures: count(), oldest: min(loginFailures.failedAt) })
        .from(loginFailures)
        .where(and(eq(loginFailures.deviceId, device.id), since(HOUR_MS)))
      if (perDevice && perDevice.failures >= limits.perDevicePerHour) return refuse('device', perDevice.oldest, HOUR_MS, now)
    } else {
      const [perAddress] = await tx
        .select({ failures: count(), oldest: min(loginFailures.failedAt) })
        .from(loginFailures)
        .where(and(isNull(loginFailures.deviceId), eq(loginFailures.clientAddress, client.address), since(MINUTE_MS)))
      const [total] = await tx
        .select({ failures: count(), oldest: min(loginFailures.failedAt) })
        .from(loginFailures)
        .where(and(isNull(loginFailures.deviceId), since(HOUR_MS)))
      if (total && total.failures >= limits.totalPerHour) return refuse('total', total.oldest, HOUR_MS, now)
      if (perAddress && perAddress.failures >= limits.perAddressPerMinute) {
        return refuse('address', perAddress.oldest, MINUTE_MS, now)
      }
    }
    const [claim] = await tx
      .insert(loginFailures)
      .values({ clientAddress: client.address, failedAt: now, deviceId: device?.id ?? null })
      .returning({ id: loginFailures.id })
    if (!claim) throw new Error('login failure insert returned no row')
    return { allowed: true, id: claim.id, deviceId: device?.id }
  })
}

/** Retry when the oldest failure in the window leaves it: then a slot is free again. */
function refuse(limit: LimitName, oldest: Date | null, windowMs: number, now: Date): Attempt {
  const waitMs = oldest ? oldest.getTime() + windowMs - now.getTime() : windowMs
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)), limit }
}

/** Takes a claimed attempt back: the login succeeded. */
export async function forgive(db: Db, id: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, id))
}

/** A failed login stays counted; failures older than the longest window are dropped. */
export async function pruneLoginFailures(db: Db, now = new Date()): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now.getTime() - HOUR_MS)))
}
