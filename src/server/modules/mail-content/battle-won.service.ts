import { createElement } from 'react'
import { heldUntil } from '#shared/domain/shipping-window'
import type { Tx } from '#server/db/db'
import { enqueueMail } from '#server/modules/mail/mail.public'
import { createOrderPageLink, orderPageUrl } from '#server/modules/order-page/order-page.public'
import { findMailablePayment, listPaidOrdersOfPayment } from '#server/modules/sales/sales.public'
import { BattleWonMail, battleWonSubject, type BattleWon } from './battle-won-mail'
import type { MailSite } from './mail-site'
import { renderMail } from './render-mail'

export type WonBattleMail = Pick<BattleWon, 'battleTitle' | 'productName'> & {
  /** The prize's payment (sales' recordPrizeOrder): its order page lists the winner's held cards. */
  paymentId: string
}

/**
 * Writes 'Je hebt de Pack Battle gewonnen!' in the caller's transaction, the one that completes the
 * battle and records the prize (decision 020), with a fresh e-mail link to the prize's order page and
 * the last day its cards are kept. Keyed by the prize's payment: one message per battle. Writes nothing
 * when there is nobody to write to: a winner without an e-mail address (a Tikkie spot) or an
 * anonymised payment; the seller then sees the prize on the shipping desk.
 */
export async function enqueueBattleWon(tx: Tx, site: MailSite, mail: WonBattleMail): Promise<boolean> {
  const payment = await findMailablePayment(tx, mail.paymentId)
  if (!payment || payment.status !== 'paid') return false
  const [order] = await listPaidOrdersOfPayment(tx, mail.paymentId)
  const paidAt = order?.paidAt ?? payment.settledAt
  if (!paidAt) return false
  const token = await createOrderPageLink(tx, mail.paymentId, 'email')
  const { html, text } = await renderMail(
    createElement(BattleWonMail, {
      site,
      prize: {
        firstName: payment.firstName,
        tiktokUsername: payment.tiktokUsername,
        battleTitle: mail.battleTitle,
        productName: mail.productName,
        heldUntilDay: heldUntil(paidAt).lastDay,
        orderPageUrl: orderPageUrl(site.publicUrl, token),
      },
    }),
  )
  return enqueueMail(tx, {
    key: `battle-won:${mail.paymentId}`,
    kind: 'battle_won',
    paymentId: mail.paymentId,
    to: payment.email,
    subject: battleWonSubject,
    html,
    text,
  })
}
