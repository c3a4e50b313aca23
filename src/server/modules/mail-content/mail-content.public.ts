// What other modules and the flows above them may use of the e-mail content: writing the buyer's
// messages to the outbox in the transaction of their cause (the sales hooks when a pack is opened, the
// seller resends a confirmation, an order is cancelled or a Pack Battle spot cannot be kept, and a
// refund is started: decision 047; shipping when a parcel is sent), and what a message needs to know
// about the shop. A paid payment's 'Bestelbevestiging' is written after its settlement's commit, in a
// transaction of its own, and a sweep writes one a stop left unwritten (decision 066).
export { enqueuePackOpened } from './mail-content.service'
export { enqueueOrderConfirmationAgain, writeOrderConfirmation } from './order-confirmation.service'
export { writeMissingOrderConfirmations } from './confirmation-sweep'
export { enqueueParcelShipped, type ShippedParcelMail } from './parcel-shipped.service'
export { enqueueOrderCancelled, type CancelledOrderMail } from './order-cancelled.service'
export { enqueueRefundStarted, type StartedRefundMail } from './refund-started.service'
export type { CancellationReason } from './order-cancelled-mail'
export type { MailSite } from './mail-site'
// Battles when the seller completes a Pack Battle: its winner is told the cards are theirs, held for them.
export { enqueueBattleWon, type WonBattleMail } from './battle-won.service'
// The withdrawal function (decision 039): the acknowledgement of a statement, and a refusal.
export {
  enqueueWithdrawalReceived,
  enqueueWithdrawalRefused,
  renderWithdrawalReceivedOnly,
  type ReceivedWithdrawalMail,
  type RefusedWithdrawalMail,
} from './withdrawal-mails.service'
