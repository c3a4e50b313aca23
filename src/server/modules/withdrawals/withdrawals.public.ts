// What other modules may use of the withdrawal function (decision 039): privacy blanks the old
// statements' names and addresses with the rest of the buyer's personal data (decision 011).
export { anonymiseOldWithdrawals } from './withdrawals-personal-data'
// A cancelled order's open statements close with it (decision 050), through sales' ordersCancelled hook.
export { closeWithdrawalsOfCancelledOrders } from './withdrawals-of-cancelled-orders'
