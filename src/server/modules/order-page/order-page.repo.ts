import { eq } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/db'
import { orderPageLinks } from '#server/db/schema/order-page'
import { hashOrderPageToken, newOrderPageToken } from './order-page-token'

/**
 * How a link reaches its holder: `browser` (the checkout's answer) or `email` (sent to the payment's
 * address). An e-mail link opens more: the shipping of every held order of that address (decision 022).
 */
export type OrderPageLinkKind = 'browser' | 'email'

/**
 * A new link to a payment's order page, in the caller's transaction: returns the raw token (for the
 * buyer's browser or an e-mail) and stores only its hash (decision 021). A caller that renders the
 * e-mail before its transaction (the confirmation, decision 066) makes the token first and passes it.
 */
export async function createOrderPageLink(
  tx: Db | Tx,
  paymentId: string,
  kind: OrderPageLinkKind,
  token = newOrderPageToken(),
): Promise<string> {
  await tx.insert(orderPageLinks).values({ paymentId, kind, tokenHash: hashOrderPageToken(token) })
  return token
}

/**
 * The link a token is the key of: its payment and how it was handed out. Undefined for an unknown
 * token. Only the token's hash is compared (decision 021); a link does not expire, it goes with its payment.
 */
export async function findLinkOfToken(db: Db | Tx, token: string) {
  const [row] = await db
    .select({ paymentId: orderPageLinks.paymentId, kind: orderPageLinks.kind })
    .from(orderPageLinks)
    .where(eq(orderPageLinks.tokenHash, hashOrderPageToken(token)))
    .limit(1)
  return row && { ...row, kind: row.kind as OrderPageLinkKind }
}
