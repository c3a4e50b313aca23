// What other modules may use of the queue: the queue's view of orders, for the order_update events
// they publish after changing orders (decision 005: events after the commit), and the live queue
// itself, for a buyer's place in it (decision 021). Sales owns the orders and so reads them (decision
// 029); its own files import these from sales itself.
export { listQueue, listQueueOrdersByIds } from '#server/modules/sales/sales.public'
