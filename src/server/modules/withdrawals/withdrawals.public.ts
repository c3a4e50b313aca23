// What other modules and the flows may use of the withdrawal function (decision 039): privacy blanks the old
// statements' names and addresses with the rest of the buyer's personal data (decision 011).
export { anonymiseOldWithdrawals } from './withdrawals-personal-data'
// A cancelled order's open statements close with it (decision 050), through sales' ordersCancelled hook.
export { closeWithdrawalsOfCancelledOrders } from './withdrawals-of-cancelled-orders'
// Whether a buyer withdrew from an order (decision 055): the seller's order list (through the sales
// hooks) and the buyer's order page show it.
export { withdrawalsOfOrders } from './withdrawals-of-orders'
