// What other modules may use of sales, the owner of orders' statuses and of the money owed back
// (decision 028): moving orders through the transition table, owing a payment back in the transaction
// of its cause (a spot the battle cannot keep, a late payment) with its events after the commit, and
// following refunds when the provider's webhook reports on a payment, and keeping the payments money
// is still owed back for when Reset Data deletes the others.
export { IllegalOrderTransition, moveOrders, type MovedOrder } from './order-status'
export { announceOwed, followRefunds, owePaymentBack, oweWithoutPayment, type Owed } from './refunds.service'
export { owedRefundsOf } from './refunds.repo'
