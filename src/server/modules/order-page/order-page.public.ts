import { orderPagePath } from '#shared/domain/order-page'

// What other modules may use of the order page: a new link to a payment's page, made in their own
// transaction (a recorded checkout, through the sales hooks, for the buyer's browser; mail-content for
// the e-mails, with a token it may make first), its address, what a token opens (shipping acts on the
// buyer's behalf with it: decision 022), and whether its holder knows the payment's e-mail address
// (decision 031).
export { createOrderPageLink, type OrderPageLinkKind } from './order-page.repo'
export { findOrderPageAccess } from './order-page-access'
export { isWellFormedOrderPageToken, newOrderPageToken } from './order-page-token'
export { proveEmailOfLink, WRONG_EMAILS_PER_HOUR, type EmailProof } from './link-email-proof'

/** The order page's full address for an e-mail: `${publicUrl}/bestelling/${token}`. */
export function orderPageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${orderPagePath(token)}`
}
