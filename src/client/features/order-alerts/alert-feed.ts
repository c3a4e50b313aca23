import type { QueueOrder } from '#shared/contracts/queue'

/** Oldest payment first; orders paid in the same moment by id. */
function byPayment(a: QueueOrder, b: QueueOrder): number {
  return (a.paidAt ?? '').localeCompare(b.paidAt ?? '') || a.id - b.id
}

/**
 * The order-notification overlay's line of alerts (product.md 14): every paid order once, one at a
 * time, in the order of payment. Live events and catch-up reads may both bring the same order; it is
 * queued once. An order counts as shown when its alert starts, so one still waiting at a reload is
 * read again and shown then. Plain TypeScript with a subscribe/snapshot pair for React.
 */
export class AlertFeed {
  /** Shown, showing, waiting, or deliberately skipped: never queued again. */
  private readonly known = new Set<number>()
  private readonly shown: number[] = []
  private waiting: QueueOrder[] = []
  private showing: QueueOrder | undefined
  private readonly listeners = new Set<() => void>()

  constructor(
    shownBefore: readonly number[] = [],
    /** How many shown ids are remembered; older ones are long outside any catch-up. */
    private readonly memory = 500,
  ) {
    for (const id of shownBefore) this.remember(id)
  }

  /** The alert on screen now. */
  get current(): QueueOrder | undefined {
    return this.showing
  }

  get waitingCount(): number {
    return this.waiting.length
  }

  /** Queues the orders not seen before; returns how many were new. */
  offer(orders: readonly QueueOrder[]): number {
    const fresh = orders.filter((order) => !this.known.has(order.id))
    if (fresh.length === 0) return 0
    for (const order of fresh) this.known.add(order.id)
    this.waiting = [...this.waiting, ...fresh].sort(byPayment)
    if (!this.showing) this.advance()
    else this.notify()
    return fresh.length
  }

  /** Marks orders as dealt with without showing them: those paid before the overlay opened. */
  skip(orders: readonly QueueOrder[]): void {
    for (const order of orders) if (!this.known.has(order.id)) this.remember(order.id)
  }

  /**
   * The seller cancelled this order (decision 028): its alert, if waiting, never comes on; if on screen,
   * it ends and the next one comes on. An order not seen yet is marked, so a catch-up does not bring it.
   */
  withdraw(orderId: number): void {
    if (this.showing?.id === orderId) {
      this.advance()
      return
    }
    const waited = this.waiting.some((order) => order.id === orderId)
    if (waited || !this.known.has(orderId)) this.remember(orderId)
    if (!waited) return
    this.waiting = this.waiting.filter((order) => order.id !== orderId)
    this.notify()
  }

  /** The alert of this order has gone; the next one, if any, comes on. Repeating it does nothing. */
  finish(orderId: number): void {
    if (this.showing?.id === orderId) this.advance()
  }

  /** The ids shown most recently, oldest first, for the overlay's memory across a reload. */
  shownIds(): number[] {
    return [...this.shown]
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  private advance(): void {
    this.showing = this.waiting.shift()
    if (this.showing) this.remember(this.showing.id)
    this.notify()
  }

  private remember(id: number): void {
    this.known.add(id)
    this.shown.push(id)
    if (this.shown.length > this.memory) this.shown.splice(0, this.shown.length - this.memory)
  }

  private notify(): void {
    this.listeners.forEach((listener) => listener())
  }
}
