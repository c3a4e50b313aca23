// What other modules may use of checkout: putting the stock that orders hold back (orders does it
// for the unpaid checkouts when the admin resets the sales data).
export { returnStockOfOrders } from './stock.repo'
// Shipping requests (decision 022) are paid through the same provider as a checkout, with the same
// rule for the webhook URL.
export { isReachableFromOutside } from './checkout.service'
export type { NewProviderPayment, PaymentProvider } from './providers/payment-provider'
