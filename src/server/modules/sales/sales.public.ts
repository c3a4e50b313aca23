// What other modules may use of sales, the one owner of orders, payments and the money owed back
// (decision 028). Sales is the data and its life cycles, a floor (decision 047): it imports no module
// above it, and what its changes set off above it goes through SalesHooks, filled in src/server/flows.
//
// Moving orders through the transition table, owing a payment back in the transaction of its cause (a
// spot the battle cannot keep, a battle deleted) with its events after the commit.
export { IllegalOrderTransition, moveOrders, type MovedOrder } from './order-status'
// What the modules above sales do when its money moves, filled in by src/server/flows (decision 047):
// the type, for a module that passes them on to a sales function that takes them.
export type { ConfirmationAgain, OwedBackNotice, ParcelLetGo, RefundStartedNotice, ResetPreviewAbove, SalesHooks } from './sales-hooks'
export { announceOwed, owePaymentBack, oweWithoutPayment, withdrawOrder, type Owed } from './refunds.service'
// Sales' lock on an order, which a decision about it takes first (decision 050): a withdrawal's refusal
// waits for a cancellation in progress.
export { lockOrder } from './refunds.service'
// Keeping the payments money is still owed back for when Reset Data deletes the others.
export { owedRefundsOf } from './refunds.repo'
// One payment life cycle for every purpose (decision 029): a module that takes money for something
// else than a checkout registers what its payment does, records the payment in its own transaction
// and opens it at the provider as a checkout is opened.
export { registerPaymentPurpose, type PaymentPurpose } from './payment-purposes'
export { recordShippingFee, type ShippingFee } from './shipping-fee'
export { readPaymentStates, type PaymentState } from './payments.repo'
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
// A buyer's own pack in a battle where everyone keeps theirs (decision 064): the same, for each paid spot.
export { recordOwnPackOrder, type OwnPack } from './prize-order'
// A prize (decision 050) or an own pack (decision 064) cannot be withdrawn from: the order page and the withdrawal function ask.
export { battleCardsOfPayment } from './prize-order'
// The buyer's order page shows what is owed back on their payment and how far it got (decision 028).
export { listRefundsOfPayment, type PaymentRefund } from './reads/refunds-of-payment'
// The queue's view of orders (decision 029): the live queue, the overlays' catch-up, order_update events.
export { listOrdersPaidSince, listQueue, listQueueOrdersByIds } from './reads/queue-orders.repo'
// What a checkout earned, for the leaderboard's success page.
export { findPaymentPoints } from './reads/payment-points'
// What battles reads of a spot's payment and its order (decision 023): its amount, its battle, a buyer's own open holds.
export { findPaymentAmount, findSpotOrderOfPayment, listOpenPaymentsOfBuyer } from './reads/spot-payments.repo'
// What the buyer's order page and e-mails read of a payment and its orders (decision 029).
export { findEmailOfPayment, findMailablePayment, findOrderWithPaymentId, findPaymentForBuyer } from './reads/payment-reads'
export { listOrdersByIds, listOrdersOfPayment, listPaidCheckoutsOf, listPaidOrdersOfPayment } from './reads/payment-reads'
// The checkouts paid a while ago that ought to have a 'Bestelbevestiging', for mail-content's sweep (decision 066).
export { listPaidCheckoutsSettledWithin } from './reads/payment-reads'
// What shipping reads of orders and payments (decision 022, 029): the buyer's scope and its orders (a
// request locks them in its transaction), the held and lapsed live orders, the facts of the order list,
// the parcels' orders and PostNL checkouts; the correlated conditions keep a statement over shipping's
// rows one statement, and a list of sales' takes shipping's condition (OrderCondition) the same way.
export { orderInScopeWhere, paymentInScopeWhere, type Scope } from './reads/buyer-scope'
export { listLiveOrdersOfScope, listOrdersOfScope, lockPaidLiveOrders } from './reads/orders-of-scope'
export { findPaymentAddress, type PaymentAddress } from './reads/payment-address'
export { listHeldLiveOrders, listLapsedLiveOrders } from './reads/held-live-orders'
export type { OrderCondition } from './reads/paid-live-orders'
export { listShippingFactsOfOrders } from './reads/order-shipping-facts'
export { listPaidOrdersByIds } from './reads/paid-orders'
export { findPaidPostnlCheckoutOfOrder, readShippingCostsOfCheckouts, type PostnlCheckout } from './reads/postnl-checkouts'
export { listOrdersOfPaymentIn, lockOrders, ordersWithIds } from './order-status'
// The withdrawal function (decision 039) finds the checkout an order number names at an address.
export { findPaidCheckoutByNumber } from './reads/checkout-by-number'
// 'Herroepingen' shows what a grant would owe back, by the rule the refund follows (decision 050).
export { listOwedOnCancel } from './reads/owed-on-cancel'
// The reconciliation with the payment provider (decision 052), started with the other background jobs.
export { reconcileMoney } from './reconcile-job'
// The seller's evidence pack for a dispute (decision 063): an order, its checkout, its buyer and its money.
export { findDisputeFacts, type DisputeFacts } from './reads/dispute-facts'
