// What other modules may use of the queue: the queue's view of orders, for the order_update events
// they publish after changing orders (decision 005: events after the commit).
export { listQueueOrdersByIds } from './queue.repo'
