import { createElement } from 'react'
import type { Tx } from '#server/db/db'
import { enqueueMail } from '#server/modules/mail/mail.public'
import { createOrderPageLink, orderPageUrl } from '#server/modules/order-page/order-page.public'
import { findEmailOfPayment } from '#server/modules/sales/sales.public'
import type { MailSite } from './mail-site'
import { renderMail } from './render-mail'
import {
  WithdrawalReceivedMail,
  withdrawalReceivedSubject,
  WithdrawalRefusedMail,
  withdrawalRefusedSubject,
  type WithdrawalRefused,
  type WithdrawalStatement,
} from './withdrawal-mails'

/**
 * An order-page link for a withdrawal's message. An `email` link opens every order of the payment's
 * address (decision 022), so it goes only to that address; to another address the buyer typed on the
 * order page, the link opens this payment alone, as the link they came with did at most (decision 031).
 */
async function linkFor(tx: Tx, paymentId: string, to: string): Promise<string> {
  const paymentEmail = await findEmailOfPayment(tx, paymentId)
  const kind = paymentEmail !== undefined && paymentEmail.trim().toLowerCase() === to.trim().toLowerCase() ? 'email' : 'browser'
  return createOrderPageLink(tx, paymentId, kind)
}

export type ReceivedWithdrawalMail = Omit<WithdrawalStatement, 'orderPageUrl'> & { withdrawalId: number; paymentId: string }

/** Writes 'Bevestiging van je herroeping' in the transaction that records the statement (decision 020, 039). */
export async function enqueueWithdrawalReceived(tx: Tx, site: MailSite, mail: ReceivedWithdrawalMail): Promise<boolean> {
  const { withdrawalId, paymentId, ...statement } = mail
  const token = await linkFor(tx, paymentId, statement.email)
  const { html, text } = await renderMail(
    createElement(WithdrawalReceivedMail, { site, statement: { ...statement, orderPageUrl: orderPageUrl(site.publicUrl, token) } }),
  )
  return enqueueMail(tx, {
    key: `withdrawal-received:${withdrawalId}`,
    kind: 'withdrawal_received',
    paymentId,
    to: statement.email,
    subject: withdrawalReceivedSubject,
    html,
    text,
  })
}

/**
 * The work of writing the acknowledgement without writing it: a statement whose details match no order
 * gets no message, and its answer should take as long as one that does (decision 039).
 */
export async function renderWithdrawalReceivedOnly(site: MailSite, statement: Omit<WithdrawalStatement, 'orderPageUrl'>): Promise<void> {
  await renderMail(createElement(WithdrawalReceivedMail, { site, statement: { ...statement, orderPageUrl: site.publicUrl } }))
}

export type RefusedWithdrawalMail = Omit<WithdrawalRefused, 'orderPageUrl'> & {
  withdrawalId: number
  orderId: number
  paymentId: string
  to: string
}

/** Writes 'Over je herroeping' in the transaction that records the seller's refusal (decision 039). */
export async function enqueueWithdrawalRefused(tx: Tx, site: MailSite, mail: RefusedWithdrawalMail): Promise<boolean> {
  const { withdrawalId, orderId, paymentId, to, ...refusal } = mail
  const token = await linkFor(tx, paymentId, to)
  const { html, text } = await renderMail(
    createElement(WithdrawalRefusedMail, { site, refusal: { ...refusal, orderPageUrl: orderPageUrl(site.publicUrl, token) } }),
  )
  return enqueueMail(tx, {
    key: `withdrawal-refused:${withdrawalId}:${orderId}`,
    kind: 'withdrawal_refused',
    paymentId,
    to,
    subject: withdrawalRefusedSubject,
    html,
    text,
  })
}
