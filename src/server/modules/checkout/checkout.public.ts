// What other modules may use of checkout: putting the stock that orders hold back (orders does it
// for the unpaid checkouts when the admin resets the sales data).
export { returnStockOfOrders } from './stock.repo'
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
