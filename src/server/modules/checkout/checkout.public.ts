// What other modules may use of checkout: putting the stock that orders hold back (orders does it
// for the unpaid checkouts when the admin resets the sales data).
export { returnStockOfOrders } from './stock.repo'
