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
 * Where a withdrawal's message goes, with its order-page link: the checkout's own address, whatever
 * address the buyer typed (decision 050: one address per checkout for every mail, the one that 'Je
 * herroeping is toegekend' goes to too), so its link may be an `email` link (decision 022). Undefined
 * when the checkout has nobody to write to (anonymised, or an order the seller made).
 */
async function addressOf(tx: Tx, paymentId: string): Promise<{ to: string; token: string } | undefined> {
  const to = (await findEmailOfPayment(tx, paymentId))?.trim()
  if (!to) return undefined
  return { to, token: await createOrderPageLink(tx, paymentId, 'email') }
}

export type ReceivedWithdrawalMail = Omit<WithdrawalStatement, 'orderPageUrl'> & { withdrawalId: number; paymentId: string }

/** Writes 'Bevestiging van je herroeping' in the transaction that records the statement (decision 020, 039). */
export async function enqueueWithdrawalReceived(tx: Tx, site: MailSite, mail: ReceivedWithdrawalMail): Promise<boolean> {
  const { withdrawalId, paymentId, ...statement } = mail
  const address = await addressOf(tx, paymentId)
  if (!address) return false
  const { to, token } = address
  const { html, text } = await renderMail(
    createElement(WithdrawalReceivedMail, { site, statement: { ...statement, orderPageUrl: orderPageUrl(site.publicUrl, token) } }),
  )
  return enqueueMail(tx, {
    key: `withdrawal-received:${withdrawalId}`,
    kind: 'withdrawal_received',
    paymentId,
    to,
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
}

/** Writes 'Over je herroeping' in the transaction that records the seller's refusal (decision 039). */
export async function enqueueWithdrawalRefused(tx: Tx, site: MailSite, mail: RefusedWithdrawalMail): Promise<boolean> {
  const { withdrawalId, orderId, paymentId, ...refusal } = mail
  const address = await addressOf(tx, paymentId)
  if (!address) return false
  const { to, token } = address
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
