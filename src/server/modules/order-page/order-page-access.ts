import type { Db, Tx } from '#server/db/db'
import { findEmailOfPayment } from '#server/modules/sales/sales.public'
import { findLinkOfToken } from './order-page.repo'

/**
 * What a token opens, for the modules that act on the buyer's behalf (shipping): the payment, how the
 * link was handed out and the payment's e-mail address. Undefined for an unknown token. The link is
 * order-page's own; the address is read through sales, which owns payments (decision 029).
 */
export async function findOrderPageAccess(db: Db | Tx, token: string) {
  const link = await findLinkOfToken(db, token)
  if (!link) return undefined
  const email = await findEmailOfPayment(db, link.paymentId)
  if (email === undefined) return undefined
  return { paymentId: link.paymentId, kind: link.kind, email }
}
