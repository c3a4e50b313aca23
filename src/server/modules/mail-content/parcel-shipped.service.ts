import { createElement } from 'react'
import type { Tx } from '#server/db/db'
import { enqueueMail } from '#server/modules/mail/mail.public'
import { createOrderPageLink, orderPageUrl } from '#server/modules/order-page/order-page.public'
import { findMailablePayment } from '#server/modules/sales/sales.public'
import type { MailSite } from './mail-site'
import { ParcelShippedMail, parcelShippedSubject, type ParcelShipped } from './parcel-shipped-mail'
import { renderMail } from './render-mail'

export type ShippedParcelMail = Omit<ParcelShipped, 'orderPageUrl'> & {
  shipmentId: string
  /** The PostNL checkout the parcel ships; null for a shipping request (it may hold several checkouts' orders). */
  paymentId: string | null
  /** A payment of the recipient whose order page shows the parcel; null: the message links to none. */
  orderPagePaymentId: string | null
  /** The parcel's address for e-mail: the request's or the checkout's. */
  email: string
}

/**
 * Writes 'Je pakket is verzonden' in the caller's transaction, the one that marks the parcel sent
 * (decision 020, 022). Keyed by the parcel: one message per parcel, however often it is reported.
 * The shipping module hands over what the message says, so this module reads no shipment tables.
 * Writes nothing without an address (an anonymised parcel).
 */
export async function enqueueParcelShipped(tx: Tx, site: MailSite, parcel: ShippedParcelMail): Promise<boolean> {
  if (!parcel.email) return false
  const { shipmentId, paymentId, orderPagePaymentId, email, ...content } = parcel
  // An e-mail link opens every held order of the payment's address (decision 022), so it goes only to
  // that address: a request's is its orders', but the rule is checked here rather than trusted.
  const page = orderPagePaymentId ? await findMailablePayment(tx, orderPagePaymentId) : undefined
  const sameBuyer = page !== undefined && page.email.trim().toLowerCase() === email.trim().toLowerCase()
  const token = sameBuyer ? await createOrderPageLink(tx, page.id, 'email') : undefined
  const { html, text } = await renderMail(
    createElement(ParcelShippedMail, {
      site,
      parcel: { ...content, orderPageUrl: token ? orderPageUrl(site.publicUrl, token) : undefined },
    }),
  )
  return enqueueMail(tx, {
    key: `parcel-shipped:${shipmentId}`,
    kind: 'parcel_shipped',
    paymentId,
    to: email,
    subject: parcelShippedSubject,
    html,
    text,
  })
}
