import { sql } from 'drizzle-orm'
import { messages } from '#shared/contracts/messages'
import type { Tx } from '#server/db/db'
import { Refusal } from '#server/platform/refusal'
import {
  countStatementsNamingOrders,
  countWithdrawalsFromClient,
  countWithdrawalsOfCheckout,
  countFormWithdrawalsOfEmail,
  forgetClientAddresses,
} from './withdrawals.repo'

/**
 * How many withdrawal statements the shop takes (decision 039, amended). Every statement is written
 * into the seller's 'Herroepingen', and one that names a checkout mails its address: without limits one
 * client could bury the statements the seller must answer in time, or have the shop mail a checkout's
 * address as often as it liked. The numbers leave a genuine buyer room to spare:
 *
 * - per client address (IPv6 by its /64), 20 an hour, however made: a buyer makes one statement per
 *   checkout (the order page ticks all its orders at first), and a buyer of several checkouts withdraws
 *   each; 20 also leaves room for a household or a mobile network whose buyers share one address;
 * - per e-mail address typed in the form, 5 form statements an hour (the form's limit since decision
 *   039; statements made on an order page do not count): one per checkout, and a buyer of more
 *   checkouts than that withdraws the others from their order pages, whose link every
 *   'Bestelbevestiging' carries;
 * - per order link, that is per checkout (every link of a checkout and the form's details that match it
 *   count together, so a new link gives no new allowance), its number of orders plus 2 a day: a buyer
 *   may withdraw each order on its own and still send two statements again;
 * - per order, 3 a day: a statement passes while at least one order it names was named fewer than 3
 *   times that day, so a buyer is never stopped from withdrawing an order not yet stated, and one who
 *   sends the same again is stopped only at the fourth time. The seller decides an order once, for
 *   every statement naming it (decision 050), so a repeat adds nothing to decide.
 */
export const WITHDRAWAL_LIMITS = {
  perClientPerHour: 20,
  perEmailPerHour: 5,
  perCheckoutPerDayBeyondOrders: 2,
  perOrderPerDay: 3,
} as const

const HOUR_MS = 60 * 60_000
const DAY_MS = 24 * HOUR_MS

// Advisory lock classes (the two-key form), one lock per client address, per typed e-mail address and
// per checkout. A statement takes the ones it needs in this order, so no two wait for each other in a
// circle; holding them until its transaction ends, it counts and records without another statement
// for the same client, address or checkout counting in between, on any instance.
const CLIENT_LOCK_CLASS = 7_150_106
const EMAIL_LOCK_CLASS = 7_150_107
const CHECKOUT_LOCK_CLASS = 7_150_108

async function lock(tx: Tx, lockClass: number, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockClass}, hashtext(${key}))`)
}

/**
 * The limits on who sends, checked first, before anything about an order is read: the client address
 * and, from the form, the e-mail address typed. Throws a 429 refusal; the transaction then records
 * nothing. The client addresses older than the hour are blanked on the way (only the limit needs them;
 * the privacy job blanks them too, when no statement comes).
 */
export async function claimSender(tx: Tx, sender: { clientAddress: string; formEmail?: string }, now: Date): Promise<void> {
  await lock(tx, CLIENT_LOCK_CLASS, sender.clientAddress)
  if (sender.formEmail !== undefined) await lock(tx, EMAIL_LOCK_CLASS, sender.formEmail.trim().toLowerCase())
  const hourAgo = new Date(now.getTime() - HOUR_MS)
  if ((await countWithdrawalsFromClient(tx, sender.clientAddress, hourAgo)) >= WITHDRAWAL_LIMITS.perClientPerHour) {
    throw new Refusal('too_many', messages.withdrawalTooManyFromClient)
  }
  if (sender.formEmail !== undefined && (await countFormWithdrawalsOfEmail(tx, sender.formEmail, hourAgo)) >= WITHDRAWAL_LIMITS.perEmailPerHour) {
    throw new Refusal('too_many', messages.withdrawalTooMany)
  }
  await forgetOldClientAddresses(tx, now)
}

/** Blanks the client addresses no limit counts any more: those of statements made over an hour ago. */
export async function forgetOldClientAddresses(tx: Tx, now: Date): Promise<void> {
  await forgetClientAddresses(tx, new Date(now.getTime() - HOUR_MS))
}

/**
 * Takes the checkout's lock until the transaction ends: statements naming it, from its links or the
 * form, wait for each other here, so what one reads of the checkout's statements (those counted below,
 * the orders already named, decision 055) no other one records in between. Taken again by
 * claimCheckout, which a transaction holding it passes at once.
 */
export async function lockCheckout(tx: Tx, paymentId: string): Promise<void> {
  await lock(tx, CHECKOUT_LOCK_CLASS, paymentId)
}

/**
 * The limits on what a statement names, after claimSender: its checkout (the order link) and its
 * orders. `ordersOfCheckout` counts every order of the checkout. Throws a 429 refusal.
 */
export async function claimCheckout(
  tx: Tx,
  named: { paymentId: string; orderIds: readonly number[]; ordersOfCheckout: number },
  now: Date,
): Promise<void> {
  await lockCheckout(tx, named.paymentId)
  const dayAgo = new Date(now.getTime() - DAY_MS)
  const allowed = named.ordersOfCheckout + WITHDRAWAL_LIMITS.perCheckoutPerDayBeyondOrders
  if ((await countWithdrawalsOfCheckout(tx, named.paymentId, dayAgo)) >= allowed) {
    throw new Refusal('too_many', messages.withdrawalTooManyForOrder)
  }
  if (named.orderIds.length === 0) return
  const timesNamed = await countStatementsNamingOrders(tx, named.orderIds, dayAgo)
  if (named.orderIds.every((orderId) => (timesNamed.get(orderId) ?? 0) >= WITHDRAWAL_LIMITS.perOrderPerDay)) {
    throw new Refusal('too_many', messages.withdrawalTooManyForOrder)
  }
}
