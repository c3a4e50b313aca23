import type { PaidOrders, QueueOrder } from '#shared/contracts/queue'
import { ALERT_CATCH_UP_WINDOW_MS } from '#shared/domain/order-alerts'
import type { AlertFeed } from './alert-feed'
import type { AlertMemory } from './alert-memory'

/** A failed catch-up (the server restarting) is tried again after this long, until it succeeds. */
export const CATCH_UP_RETRY_MS = 2_000

type Deps = {
  fetchPaid: (syncedAt: string | undefined) => Promise<PaidOrders>
  save: (memory: AlertMemory) => void
  now?: () => number
}

/**
 * Feeds the overlay's alerts from two sources (product.md 14): live order_update events, and reads of
 * the orders paid since the last read, at the start and after every reconnect. Reads run one at a
 * time; a failed one is retried. The first read of a fresh overlay only marks what was already paid,
 * so opening it never replays the evening's orders.
 */
export class AlertSync {
  private syncedAt: string | undefined
  private reads: Promise<void> = Promise.resolve()
  private retry: ReturnType<typeof setTimeout> | undefined
  private stopped = false
  private readonly now: () => number

  constructor(
    private readonly feed: AlertFeed,
    memory: AlertMemory,
    private readonly deps: Deps,
  ) {
    this.syncedAt = memory.syncedAt
    this.now = deps.now ?? Date.now
  }

  /**
   * Reads the orders paid since the last read and queues the ones not yet shown: at the start (after
   * a reload), after every reconnect, and when the server says events may have been missed. Until one
   * read has succeeded, what it finds was paid before the overlay opened and is only marked as seen.
   */
  sync(): Promise<void> {
    clearTimeout(this.retry)
    this.reads = this.reads.then(() => this.read())
    return this.reads
  }

  /**
   * A live event: a newly paid order joins the line; a cancelled one leaves it (decision 028: the
   * seller cancelled it before its alert was over); other changes of orders are not alerts.
   */
  receive(order: QueueOrder): void {
    if (order.status === 'cancelled') {
      this.feed.withdraw(order.id)
      return
    }
    if (order.status !== 'pending' || !order.paidAt) return
    if (this.now() - Date.parse(order.paidAt) > ALERT_CATCH_UP_WINDOW_MS) return
    this.feed.offer([order])
  }

  /** The memory to keep across a reload. */
  memory(): AlertMemory {
    return { shownIds: this.feed.shownIds(), syncedAt: this.syncedAt }
  }

  stop(): void {
    this.stopped = true
    clearTimeout(this.retry)
  }

  private async read(): Promise<void> {
    if (this.stopped) return
    try {
      const answer = await this.deps.fetchPaid(this.syncedAt)
      // An order cancelled since it was paid is no alert, whether the read lists it or not.
      const paid = answer.orders.filter((order) => order.status !== 'cancelled')
      for (const order of answer.orders) if (order.status === 'cancelled') this.feed.withdraw(order.id)
      if (this.syncedAt) this.feed.offer(paid)
      else this.feed.skip(paid)
      this.syncedAt = answer.serverTime
      this.deps.save(this.memory())
    } catch {
      if (!this.stopped) this.retry = setTimeout(() => void this.sync(), CATCH_UP_RETRY_MS)
    }
  }
}
