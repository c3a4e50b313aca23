import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm'
import type { Db } from '#server/db/db'
import { orderLinkRequests } from '#server/db/schema/mail-content'
import { hashEmail } from './mail-content.service'

export type OrderLinkLimits = {
  /** Requests for one e-mail address per hour, known or not, from anywhere. */
  perEmailPerHour: number
  /** Requests from one client address per hour, for any e-mail addresses. */
  perClientPerHour: number
}

export const ORDER_LINK_LIMITS_DEFAULT: OrderLinkLimits = { perEmailPerHour: 3, perClientPerHour: 10 }

const HOUR_MS = 60 * 60_000

/** Serialises the count-then-claim below across every instance on the database. */
const ORDER_LINK_LIMIT_LOCK_KEY = 7_150_104

export type OrderLinkClaim = { allowed: true } | { allowed: false; limit: 'email' | 'client'; retryAfterSeconds: number }

/**
 * Claims one request of the link-again form, as the login limits do: under one advisory lock, counts
 * the requests every instance wrote to the shared table and, below both limits, adds this one. Every
 * request counts, for a known address or not, so a refusal says nothing about the address either.
 * A claimed request drops those older than the window on the way; a refused one changes nothing.
 */
export async function claimOrderLinkRequest(
  db: Db,
  request: { email: string; clientAddress: string },
  limits: OrderLinkLimits,
  now = new Date(),
): Promise<OrderLinkClaim> {
  const emailHash = hashEmail(request.email)
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_LINK_LIMIT_LOCK_KEY})`)
    const windowStart = new Date(now.getTime() - HOUR_MS)
    const recent = gt(orderLinkRequests.requestedAt, windowStart)
    const [perClient] = await tx
      .select({ requests: count(), oldest: min(orderLinkRequests.requestedAt) })
      .from(orderLinkRequests)
      .where(and(eq(orderLinkRequests.clientAddress, request.clientAddress), recent))
    if (perClient && perClient.requests >= limits.perClientPerHour) return refuse('client', perClient.oldest, now)
    const [perEmail] = await tx
      .select({ requests: count(), oldest: min(orderLinkRequests.requestedAt) })
      .from(orderLinkRequests)
      .where(and(eq(orderLinkRequests.emailHash, emailHash), recent))
    if (perEmail && perEmail.requests >= limits.perEmailPerHour) return refuse('email', perEmail.oldest, now)
    await tx.delete(orderLinkRequests).where(lt(orderLinkRequests.requestedAt, windowStart))
    await tx.insert(orderLinkRequests).values({ emailHash, clientAddress: request.clientAddress, requestedAt: now })
    return { allowed: true }
  })
}

/** Retry when the oldest request in the window leaves it. */
function refuse(limit: 'email' | 'client', oldest: Date | null, now: Date): OrderLinkClaim {
  const waitMs = oldest ? oldest.getTime() + HOUR_MS - now.getTime() : HOUR_MS
  return { allowed: false, limit, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) }
}
