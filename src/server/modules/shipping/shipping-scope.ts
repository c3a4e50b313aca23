import type { Db } from '#server/db/db'
import { findOrderPageAccess, isWellFormedOrderPageToken } from '#server/modules/order-page/order-page.public'
import { findPaymentAddress, type PaymentAddress, type Scope } from '#server/modules/sales/sales.public'

export type Access = {
  scope: Scope
  /** The token's own payment: its buyer's e-mail address and TikTok username, and its address. */
  email: string
  tiktokUsername: string
  payment: PaymentAddress
}

/**
 * What an order-page token lets its holder see and ask for (decision 022), or undefined for a
 * malformed or unknown token (the routes answer both with the order page's one 404, decision 021).
 *
 * SECURITY: the scope follows how the link reached its holder. An `email` link was sent to the
 * payment's e-mail address and proves the mailbox, so it opens every order of that address. A
 * `browser` link (the checkout's answer) proves only that this browser started that checkout; anyone
 * can type someone else's address at checkout, so it opens that payment's orders alone. Widening a
 * browser link to the address would let a stranger check out with a victim's address and have the
 * victim's held cards shipped to themselves.
 */
export async function findScope(db: Db, token: string): Promise<Access | undefined> {
  if (!isWellFormedOrderPageToken(token)) return undefined
  const access = await findOrderPageAccess(db, token)
  if (!access) return undefined
  const payment = await findPaymentAddress(db, access.paymentId)
  if (!payment) return undefined
  return {
    scope: { kind: access.kind === 'email' ? 'email' : 'payment', paymentId: access.paymentId, email: access.email },
    email: payment.email,
    tiktokUsername: payment.tiktokUsername,
    payment,
  }
}
