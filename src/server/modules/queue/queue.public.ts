// What other modules may use of the queue: the queue's view of orders, for the order_update events
// they publish after changing orders (decision 005: events after the commit), and the live queue
// itself, for a buyer's place in it (decision 021).
export { listQueue, listQueueOrdersByIds } from './queue.repo'
