// What other modules may use of sales, the one owner of orders, payments and the money owed back
// (decision 028).
//
// Moving orders through the transition table, owing a payment back in the transaction of its cause (a
// spot the battle cannot keep, a battle deleted) with its events after the commit.
export { IllegalOrderTransition, moveOrders, type MovedOrder } from './order-status'
export { announceOwed, followRefunds, owePaymentBack, oweWithoutPayment, type Owed } from './refunds.service'
// Keeping the payments money is still owed back for when Reset Data deletes the others.
export { owedRefundsOf } from './refunds.repo'
// Shipping requests (decision 022) are paid through the same provider as a checkout, with the same
// rule for the webhook URL.
export { isReachableFromOutside } from './checkout.service'
export type { NewProviderPayment, PaymentProvider } from './providers/payment-provider'
// A Pack Battle spot is a checkout of one line (decision 023): it claims the buyer's unpaid hold as a
// checkout does (decision 017), is opened at the provider with the checkout's return route and
// webhook, and its released earlier checkout is announced as any settlement is.
export { openAtProvider, type ProviderDeps } from './checkout.service'
export { claimHold, holdAddressOf, normalizeEmail } from './unpaid-holds'
export { announceSettlement, type Settlement } from './payment-status.service'
// The spot's payment and its one order; battles writes the participant row that holds it (decision 028).
export { recordSpotCheckout, type SpotCheckout } from './spot-checkout'
// Privacy decides when old personal data goes (decision 011); sales blanks its payments and refunds.
export { anonymiseOldPayments, blankOldRefundEmails } from './personal-data'
// A Pack Battle's prize: the winner's held order at no charge, in the transaction that completes the battle.
export { recordPrizeOrder, type Prize, type PrizeOrder } from './prize-order'
// The buyer's order page shows what is owed back on their payment and how far it got (decision 028).
export { listRefundsOfPayment, type PaymentRefund } from './refunds-of-payment'
