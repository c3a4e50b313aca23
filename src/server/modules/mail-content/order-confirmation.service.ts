import { randomBytes } from 'node:crypto'
import { createElement } from 'react'
import { orderNumberOf } from '#shared/domain/order-number'
import type { ShippingMethod } from '#shared/domain/shipping'
import { heldUntil } from '#shared/domain/shipping-window'
import type { Db, Tx } from '#server/db/db'
import { enqueueMail, latestMailOfKeyPrefix, listWrittenMailKeys } from '#server/modules/mail/mail.public'
import { createOrderPageLink, newOrderPageToken, orderPageUrl } from '#server/modules/order-page/order-page.public'
import { type ConfirmationAgain, findMailablePayment, listPaidOrdersOfPayment } from '#server/modules/sales/sales.public'
import type { MailSite } from './mail-site'
import { OrderConfirmationMail, orderConfirmationSubject } from './order-confirmation-mail'
import { renderMail, type RenderedMail } from './render-mail'

/** The key of a payment's one 'Bestelbevestiging' (decision 020): a payment is confirmed once. */
export const orderConfirmationKey = (paymentId: string) => `order-confirmation:${paymentId}`

/** A confirmation rendered for its buyer, with the token its order-page link carries, not yet stored. */
type RenderedConfirmation = RenderedMail & { to: string; token: string }

/**
 * Renders the 'Bestelbevestiging' of a paid payment as it stands in `db` (a transaction's view, or the
 * committed one), with a link to its order page under a fresh token. Undefined when there is nothing to
 * confirm: an order the seller made (no buyer's address), an anonymised or unpaid payment, or one
 * without paid orders.
 */
async function renderOrderConfirmation(db: Db | Tx, site: MailSite, paymentId: string): Promise<RenderedConfirmation | undefined> {
  const payment = await findMailablePayment(db, paymentId)
  if (!payment || payment.status !== 'paid') return undefined
  const lines = await listPaidOrdersOfPayment(db, paymentId)
  const paidAt = payment.settledAt ?? lines[0]?.paidAt
  if (lines.length === 0 || !paidAt) return undefined
  const shippingMethod = payment.shippingMethod as ShippingMethod
  // A Pack Battle spot (decision 023) is bought alone: no queue, no pack kept for the buyer.
  const battleSpot = lines.every((line) => line.spotNumber !== null)
  const token = newOrderPageToken()
  const { html, text } = await renderMail(
    createElement(OrderConfirmationMail, {
      site,
      order: {
        firstName: payment.firstName,
        tiktokUsername: payment.tiktokUsername,
        orderNumber: orderNumberOf(paymentId),
        paidAt,
        lines,
        battleSpot,
        shippingMethod,
        shippingCostCents: payment.shippingCostCents,
        totalCents: payment.amountCents,
        orderPageUrl: orderPageUrl(site.publicUrl, token),
        // product.md 2.7: a live opening's cards are kept 45 days after the purchase.
        heldUntilDay: shippingMethod === 'live' && !battleSpot ? heldUntil(paidAt).lastDay : undefined,
      },
    }),
  )
  return { to: payment.email, token, html, text }
}

/** Stores a rendered confirmation under `key` with its order-page link; false when the key was taken. */
async function storeOrderConfirmation(tx: Tx, site: MailSite, paymentId: string, key: string, mail: RenderedConfirmation) {
  await createOrderPageLink(tx, paymentId, 'email', mail.token)
  return enqueueMail(tx, {
    key,
    kind: 'order_confirmation',
    paymentId,
    to: mail.to,
    subject: orderConfirmationSubject(site),
    html: mail.html,
    text: mail.text,
  })
}

/** Rolls back a confirmation's transaction that found its key taken, so no link is left without a message. */
class AlreadyConfirmed extends Error {}

/**
 * Writes the 'Bestelbevestiging' of a payment its settlement paid (decision 066): after that commit and
 * its events, in a transaction of its own, under the payment's one key, so it is written once however
 * often this runs (the settlement's own write, a sweep on every instance). A repeat looks up the key
 * first and renders nothing; two at the same moment both render, and the one that finds the key taken
 * rolls back its order-page link. Rendered before the transaction, from what the settlement committed:
 * the render is CPU, 12–25 ms, and on the embedded database a transaction holds its only connection.
 * Writes nothing for a payment with nothing to confirm (see renderOrderConfirmation). True when written.
 */
export async function writeOrderConfirmation(db: Db, site: MailSite, paymentId: string): Promise<boolean> {
  const key = orderConfirmationKey(paymentId)
  if ((await listWrittenMailKeys(db, [key])).length > 0) return false
  const mail = await renderOrderConfirmation(db, site, paymentId)
  if (!mail) return false
  try {
    return await db.transaction(async (tx) => {
      if (await storeOrderConfirmation(tx, site, paymentId, key, mail)) return true
      throw new AlreadyConfirmed()
    })
  } catch (error) {
    if (error instanceof AlreadyConfirmed) return false
    throw error
  }
}

/**
 * 'Bevestiging opnieuw versturen' is for a buyer who did not get the first one: once, then not again
 * for a while, so a press repeated (a double tap, a slow phone, ten requests at once) sends one.
 */
export const CONFIRMATION_AGAIN_WINDOW_MS = 5 * 60_000

/**
 * The seller asks for a payment's 'Bestelbevestiging' again: written in the caller's transaction under a
 * key of its own, unless one was asked for within CONFIRMATION_AGAIN_WINDOW_MS, which is answered with
 * when that was. The caller holds the payment's row lock (resendConfirmation in sales), so presses at
 * once run one after another and each one after the first finds the first's message.
 */
export async function enqueueOrderConfirmationAgain(tx: Tx, site: MailSite, paymentId: string): Promise<ConfirmationAgain> {
  const prefix = `${orderConfirmationKey(paymentId)}:resend-`
  const last = await latestMailOfKeyPrefix(tx, paymentId, prefix, CONFIRMATION_AGAIN_WINDOW_MS)
  if (last) return { outcome: 'recent', sentAt: last, againFrom: new Date(last.getTime() + CONFIRMATION_AGAIN_WINDOW_MS) }
  const mail = await renderOrderConfirmation(tx, site, paymentId)
  if (!mail) return { outcome: 'nobody' }
  const key = `${prefix}${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`
  return { outcome: (await storeOrderConfirmation(tx, site, paymentId, key, mail)) ? 'queued' : 'nobody' }
}
