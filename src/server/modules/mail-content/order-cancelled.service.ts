import { createElement } from 'react'
import type { Tx } from '#server/db/db'
import { enqueueMail } from '#server/modules/mail/mail.public'
import { createOrderPageLink, orderPageUrl } from '#server/modules/order-page/order-page.public'
import { findMailablePayment } from '#server/modules/sales/sales.public'
import type { MailSite } from './mail-site'
import { OrderCancelledMail, orderCancelledSubject, type OrderCancelled } from './order-cancelled-mail'
import { renderMail } from './render-mail'

export type CancelledOrderMail = Pick<OrderCancelled, 'description' | 'amountCents' | 'reason'> & {
  /** What the message is for, unique (decision 020): the sales module's, so a cancellation reported twice writes one. */
  key: string
  paymentId: string
}

/**
 * Writes 'Je bestelling is geannuleerd' or 'Je plek in de Pack Battle is vervallen' in the caller's
 * transaction, the one that cancels the order or gives up the spot (decision 020, 028), with a fresh
 * link to the payment's order page. The sales module says what was cancelled and why, so this module
 * reads no refund tables. Writes nothing when there is nobody to write to: an order the seller made
 * (no buyer's address) or an anonymised payment.
 */
export async function enqueueOrderCancelled(tx: Tx, site: MailSite, mail: CancelledOrderMail): Promise<boolean> {
  const payment = await findMailablePayment(tx, mail.paymentId)
  if (!payment) return false
  const token = await createOrderPageLink(tx, mail.paymentId, 'email')
  const { html, text } = await renderMail(
    createElement(OrderCancelledMail, {
      site,
      order: {
        firstName: payment.firstName,
        tiktokUsername: payment.tiktokUsername,
        description: mail.description,
        amountCents: mail.amountCents,
        reason: mail.reason,
        orderPageUrl: orderPageUrl(site.publicUrl, token),
      },
    }),
  )
  return enqueueMail(tx, {
    key: mail.key,
    kind: 'order_cancelled',
    paymentId: mail.paymentId,
    to: payment.email,
    subject: orderCancelledSubject(mail.reason),
    html,
    text,
  })
}
