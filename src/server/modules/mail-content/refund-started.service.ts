import { createElement } from 'react'
import type { Tx } from '#server/db/db'
import { enqueueMail } from '#server/modules/mail/mail.public'
import { createOrderPageLink, orderPageUrl } from '#server/modules/order-page/order-page.public'
import { findMailablePayment } from '#server/modules/sales/sales.public'
import type { MailSite } from './mail-site'
import { RefundStartedMail, refundStartedSubject, type RefundStarted } from './refund-started-mail'
import { renderMail } from './render-mail'

export type StartedRefundMail = Pick<RefundStarted, 'description' | 'refundCents'> & {
  /** What the message is for, unique (decision 020): the sales module's, so a refund reported twice writes one. */
  key: string
  paymentId: string
}

/**
 * Writes 'Terugbetaling onderweg' in the caller's transaction, the one that records the refund as
 * started (decision 020, 028), with a fresh link to the payment's order page. Writes nothing when
 * there is nobody to write to: an order the seller made (no buyer's address) or an anonymised payment.
 */
export async function enqueueRefundStarted(tx: Tx, site: MailSite, mail: StartedRefundMail): Promise<boolean> {
  const payment = await findMailablePayment(tx, mail.paymentId)
  if (!payment) return false
  const token = await createOrderPageLink(tx, mail.paymentId, 'email')
  const { html, text } = await renderMail(
    createElement(RefundStartedMail, {
      site,
      refund: {
        firstName: payment.firstName,
        tiktokUsername: payment.tiktokUsername,
        description: mail.description,
        refundCents: mail.refundCents,
        orderPageUrl: orderPageUrl(site.publicUrl, token),
      },
    }),
  )
  return enqueueMail(tx, {
    key: mail.key,
    kind: 'refund_started',
    paymentId: mail.paymentId,
    to: payment.email,
    subject: refundStartedSubject,
    html,
    text,
  })
}
