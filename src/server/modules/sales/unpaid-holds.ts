import { isIPv6 } from 'node:net'
import { and, countDistinct, eq, inArray, isNotNull, min, notExists, or, sql } from 'drizzle-orm'
import { overBuyerLimit } from '#shared/contracts/storefront-messages'
import type { Tx } from '#server/db/db'
import { orders, payments } from '#server/db/schema/sales'
import { lockProducts, type ProductRow } from '#server/modules/catalog/catalog.public'
import { settlePayment, type Settlement } from './payment-status.service'
import type { SalesHooks } from './sales-hooks'

/**
 * Decision 017: how much stock one client or one buyer can hold without paying. Every count is made
 * in the database, inside the checkout's transaction, under advisory locks on the buyer's e-mail
 * address and the client's address, so two checkouts racing on two instances cannot both slip under
 * a cap.
 */

/**
 * Open (unpaid) checkouts one client address may have at a time. Buyers behind one carrier NAT share
 * an address: this many of them can be mid-payment at once, which is what a drop needs (decision 017);
 * a script on one address holds at most this many checkouts of at most 24 per line.
 */
export const UNPAID_CHECKOUTS_PER_ADDRESS = 20

/** When the oldest hold is already past its expiry, the expiry job (every 30 s) releases it soon. */
const RETRY_AFTER_PAST_EXPIRY_SECONDS = 30

// Advisory lock classes (the two-key form): one lock per buyer's e-mail and one per client address.
// Every checkout takes its e-mail lock, then its address lock, then its product rows in id order, so
// no two checkouts ever wait for each other in a circle.
const BUYER_LOCK_CLASS = 7_150_104
const ADDRESS_LOCK_CLASS = 7_150_105

/** A buyer is their e-mail address; surrounding spaces and letter case (mail providers ignore it) make no other buyer. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/**
 * The part of a client's address that one client controls. An IPv4 address (also written as an
 * IPv4-mapped IPv6 one) is itself; an IPv6 address counts by its /64, the block a provider hands one
 * household or phone, so a script cannot dodge the cap by walking through the addresses of its block.
 */
export function holdAddressOf(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  if (mapped?.[1]) return mapped[1]
  const bare = address.split('%')[0] ?? address
  if (!isIPv6(bare)) return address
  const [head = '', tail] = bare.split('::')
  const groups = (part: string | undefined) =>
    (part ?? '').split(':').filter(Boolean).flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]))
  const left = groups(head)
  const right = groups(tail)
  const all = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  return `${all.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`
}

export type HoldClaim =
  | { ok: true; released: Settlement[] }
  /** `limit`: the address's open checkouts (decision 017) or its spot holds in the battle (decision 030). */
  | { ok: false; limit: 'address' | 'battle'; retryAfterSeconds: number }

/**
 * Makes room for a buyer's new checkout, inside its transaction and before any product row is
 * touched: the buyer's earlier unpaid checkout is released (one open checkout per e-mail address;
 * its stock goes back in this same transaction, so a refused checkout leaves it as it was), and the
 * client's address may hold at most UNPAID_CHECKOUTS_PER_ADDRESS open checkouts. A Pack Battle spot
 * names its battle (`spotHolds`): the address may hold at most `perAddress` unpaid spots of it
 * (decision 030). The caller announces the released settlements after its commit.
 */
export async function claimHold(
  tx: Tx,
  hooks: SalesHooks,
  hold: { email: string; address: string; productIds: number[]; spotHolds?: { battleId: number; perAddress: number } },
  at?: Date,
): Promise<HoldClaim> {
  // Both locks in one statement, the e-mail's first: PostgreSQL evaluates a select list in order.
  await tx.execute(
    sql`select pg_advisory_xact_lock(${BUYER_LOCK_CLASS}, hashtext(${hold.email})), pg_advisory_xact_lock(${ADDRESS_LOCK_CLASS}, hashtext(${hold.address}))`,
  )
  // Read once the locks are ours: a checkout that waited for them must not count the wait as time
  // left on the holds it counts (decision 030 names the minutes in its refusal).
  const now = at ?? new Date()

  const sameBuyer = sql`lower(${payments.email}) = ${hold.email}`
  const fromAddress = and(eq(payments.clientAddress, hold.address), sql`not (${sameBuyer})`)
  // A spot hold is released only by a checkout from its own address (decision 030): an e-mail address
  // typed from elsewhere must not free a contested spot while its buyer is paying for it.
  const spotOrder = tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.paymentId, payments.id), isNotNull(orders.spotNumber)))
  // Only a checkout holds stock or a spot: the buyer's shipping fee still open is not released
  // (decision 029); it keeps no client address either, so the address's count never includes it.
  const earlier = and(sameBuyer, eq(payments.purpose, 'checkout'), or(notExists(spotOrder), eq(payments.clientAddress, hold.address)))
  // The address's open checkouts (the buyer's own earlier one does not count: this one releases it)
  // and the buyer's earlier checkout, in one statement begun once the locks were taken, so that it
  // sees every checkout committed before them: a round trip less for each checkout, and a drop sells
  // as fast as its checkouts' round trips allow (decision 065).
  const [holds] = await tx
    .select({
      open: sql<number>`count(*) filter (where ${fromAddress})`.mapWith(Number),
      oldestExpiry: sql<Date | null>`min(${payments.expiresAt}) filter (where ${fromAddress})`.mapWith(payments.expiresAt),
      earlierIds: sql<string[]>`coalesce(json_agg(${payments.id}) filter (where ${earlier}), '[]'::json)`,
    })
    .from(payments)
    .where(and(eq(payments.status, 'open'), or(eq(payments.clientAddress, hold.address), sameBuyer)))
  if (!holds) throw new Error('the holds query returned no row')
  if (holds.open >= UNPAID_CHECKOUTS_PER_ADDRESS) {
    return { ok: false, limit: 'address', retryAfterSeconds: secondsUntil(holds.oldestExpiry, now) }
  }

  const released = holds.earlierIds.length === 0 ? [] : await release(tx, hooks, holds.earlierIds, hold.productIds)

  if (hold.spotHolds) {
    // Counted after the release: the buyer's own spot hold from this address no longer counts.
    const [inBattle] = await tx
      .select({ open: countDistinct(payments.id), oldestExpiry: min(payments.expiresAt) })
      .from(payments)
      .innerJoin(orders, eq(orders.paymentId, payments.id))
      .where(and(eq(payments.clientAddress, hold.address), eq(payments.status, 'open'), eq(orders.battleId, hold.spotHolds.battleId)))
    if (inBattle && inBattle.open >= hold.spotHolds.perAddress) {
      return { ok: false, limit: 'battle', retryAfterSeconds: secondsUntil(inBattle.oldestExpiry, now) }
    }
  }
  return { ok: true, released }
}

/** Releases the buyer's earlier checkouts (status canceled), in the new checkout's transaction. */
async function release(tx: Tx, hooks: SalesHooks, earlierIds: string[], productIds: number[]): Promise<Settlement[]> {
  // Releasing returns stock to the products of the earlier checkout, and this checkout then takes
  // its own: lock all of them in id order first, as every checkout and release does.
  const earlierLines = await tx.selectDistinct({ productId: orders.productId }).from(orders).where(inArray(orders.paymentId, earlierIds))
  await lockProducts(tx, [...earlierLines.flatMap((line) => line.productId ?? []), ...productIds])
  const released: Settlement[] = []
  for (const id of earlierIds) {
    const settlement = await settlePayment(tx, hooks, id, 'canceled')
    if (settlement) released.push(settlement)
  }
  return released
}

/**
 * The refusal when this line would take the buyer past the product's 'Max per koper': what they
 * hold unpaid and what they bought of it (paid, queued or completed orders) counts, by e-mail address.
 */
export async function buyerLimitRefusal(tx: Tx, email: string, product: ProductRow, quantity: number): Promise<string | undefined> {
  const max = product.maxPerBuyer
  if (max === null) return undefined
  const [row] = await tx
    .select({ held: sql<number>`coalesce(sum(${orders.quantity}), 0)::int` })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(
      and(
        eq(orders.productId, product.id),
        inArray(orders.status, ['awaiting_payment', 'pending', 'completed']),
        sql`lower(${payments.email}) = ${email}`,
      ),
    )
  const held = Number(row?.held ?? 0)
  return held + quantity > max ? overBuyerLimit(product.name, max, held) : undefined
}

function secondsUntil(moment: Date | null | undefined, now: Date): number {
  if (!moment) return RETRY_AFTER_PAST_EXPIRY_SECONDS
  const seconds = Math.ceil((new Date(moment).getTime() - now.getTime()) / 1000)
  return seconds > 0 ? seconds : RETRY_AFTER_PAST_EXPIRY_SECONDS
}
