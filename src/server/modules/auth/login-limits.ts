import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm'
import type { Db } from '../../db/db'
import { loginFailures } from '../../db/schema'

export type LoginLimits = {
  /** Failed logins per client address per minute. */
  perAddressPerMinute: number
  /** Failed logins from all addresses together per hour. */
  totalPerHour: number
}

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

export type Attempt =
  | { allowed: true; id: number }
  | { allowed: false; retryAfterSeconds: number; limit: 'address' | 'total' }

/** Serialises the count-then-claim below across every instance on the database. */
const LOGIN_LIMIT_LOCK_KEY = 7_150_103

/**
 * Claims a login attempt as a failure before the code is checked: under one advisory lock, counts
 * the failures every instance wrote to the shared table and, below both limits, adds this attempt.
 * So of N guesses racing on several instances exactly the limit get checked. A successful login
 * gives its claim back (`forgive`): it is never counted. A refused attempt claims nothing.
 */
export async function claimAttempt(db: Db, address: string, limits: LoginLimits, now = new Date()): Promise<Attempt> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOGIN_LIMIT_LOCK_KEY})`)
    const [perAddress] = await tx
      .select({ failures: count(), oldest: min(loginFailures.failedAt) })
      .from(loginFailures)
      .where(and(eq(loginFailures.clientAddress, address), gt(loginFailures.failedAt, new Date(now.getTime() - MINUTE_MS))))
    const [total] = await tx
      .select({ failures: count(), oldest: min(loginFailures.failedAt) })
      .from(loginFailures)
      .where(gt(loginFailures.failedAt, new Date(now.getTime() - HOUR_MS)))

    if (total && total.failures >= limits.totalPerHour) return refuse('total', total.oldest, HOUR_MS, now)
    if (perAddress && perAddress.failures >= limits.perAddressPerMinute) {
      return refuse('address', perAddress.oldest, MINUTE_MS, now)
    }
    const [claim] = await tx
      .insert(loginFailures)
      .values({ clientAddress: address, failedAt: now })
      .returning({ id: loginFailures.id })
    if (!claim) throw new Error('login failure insert returned no row')
    return { allowed: true, id: claim.id }
  })
}

/** Retry when the oldest failure in the window leaves it: then a slot is free again. */
function refuse(limit: 'address' | 'total', oldest: Date | null, windowMs: number, now: Date): Attempt {
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
