import { createHash } from 'node:crypto'
import { createElement } from 'react'
import { orderHeldUntil } from '#shared/domain/shipping-window'
import type { Db, Tx } from '#server/db/db'
import { enqueueMail } from '#server/modules/mail/mail.public'
import { listBuyerOpeningsOfOrders } from '#server/modules/openings/openings.public'
import { createOrderPageLink, orderPageUrl } from '#server/modules/order-page/order-page.public'
import { findMailablePayment, findOrderWithPaymentId, listPaidCheckoutsOf } from '#server/modules/sales/sales.public'
import type { MailSite } from './mail-site'
import { OrderLinksMail, orderLinksSubject } from './order-links-mail'
import { PackOpenedMail, packOpenedSubject } from './pack-opened-mail'
import { renderMail } from './render-mail'

/**
 * Writes 'Je pack is geopend' for an order the seller just completed, in the caller's transaction.
 * Keyed by the order: one message per order, however often it is reported. Opened during a live, it says
 * when (the tap, recorded before it in the same transaction; decision 061); the replay, set later, is
 * found on the order page.
 */
export async function enqueuePackOpened(tx: Tx, site: MailSite, orderId: number): Promise<boolean> {
  const order = await findOrderWithPaymentId(tx, orderId)
  if (!order) return false
  const payment = await findMailablePayment(tx, order.paymentId)
  if (!payment) return false
  const token = await createOrderPageLink(tx, order.paymentId, 'email')
  const opening = (await listBuyerOpeningsOfOrders(tx, [orderId])).get(orderId)
  const { html, text } = await renderMail(
    createElement(PackOpenedMail, {
      site,
      order: {
        firstName: payment.firstName,
        tiktokUsername: order.tiktokUsername,
        productName: order.productName,
        quantity: order.quantity,
        orderPageUrl: orderPageUrl(site.publicUrl, token),
        openedOnStreamAt: opening?.tappedAt.toISOString(),
        // Kept 45 days from the opening when that came after the purchase (decision 028).
        heldUntilDay:
          payment.shippingMethod === 'live' && order.paidAt
            ? orderHeldUntil({ status: 'completed', paidAt: order.paidAt, completedAt: order.completedAt ?? order.paidAt }, new Date()).lastDay
            : undefined,
      },
    }),
  )
  return enqueueMail(tx, {
    key: `pack-opened:${orderId}`,
    kind: 'pack_opened',
    paymentId: order.paymentId,
    to: payment.email,
    subject: packOpenedSubject,
    html,
    text,
  })
}

/** SHA-256 of an e-mail address as the link-again form counts and keys it: trimmed, lower case. */
export function hashEmail(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex')
}

/**
 * Repeats of the form within one window write one message: its key names the address and the window,
 * so a buyer pressing twice, or a stranger pressing for them, fills no inbox.
 */
export const ORDER_LINKS_WINDOW_MS = 15 * 60_000

/** The most order pages one link-again message lists: the newest paid payments of the address. */
export const MAX_LISTED_PAYMENTS = 20

/**
 * The link-again form's message: one e-mail listing a fresh link to the order page of each paid
 * payment of the address. Writes nothing for an address without paid payments; the caller answers the
 * same either way, and calls this seconds after the answer for every address alike.
 */
export async function enqueueOrderLinks(db: Db, site: MailSite, email: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const paid = await listPaidCheckoutsOf(tx, email.trim(), MAX_LISTED_PAYMENTS)
    if (paid.length === 0) {
      // Rendered and dropped, so the deferred work for an unknown address has the render a known one's
      // has (the security scan in docs/reliability.md); only the known one's inserts are left apart.
      await renderMail(createElement(OrderLinksMail, { site, links: [] }))
      return false
    }
    const links = []
    for (const payment of paid) {
      const token = await createOrderPageLink(tx, payment.id, 'email')
      links.push({
        paidAt: payment.settledAt ?? now,
        tiktokUsername: payment.tiktokUsername,
        totalCents: payment.amountCents,
        orderPageUrl: orderPageUrl(site.publicUrl, token),
      })
    }
    const { html, text } = await renderMail(createElement(OrderLinksMail, { site, links }))
    const window = Math.floor(now.getTime() / ORDER_LINKS_WINDOW_MS)
    return enqueueMail(tx, {
      key: `order-links:${hashEmail(email)}:${window}`,
      kind: 'order_links',
      paymentId: null,
      to: email.trim(),
      subject: orderLinksSubject(site),
      html,
      text,
    })
  })
}
