/**
 * At most a few stock reservations at a time per product in this instance; the others wait their
 * turn here, in memory, instead of in the database's queue. A request waiting here can still be
 * refused without a query once the product is known to be sold out (StockHints), and the queries of
 * the sales already made (their events, their payment links) are not stuck behind hundreds of doomed
 * reservations holding every connection of the pool.
 *
 * More than one at a time, because a reservation takes the product's row lock only at its end
 * (checkout.service.ts): while one commits, the next ones already check the buyer's holds and write
 * their payment. A checkout of several products takes its turns in product id order, as the database
 * locks them, so two checkouts never wait for each other in a circle.
 */
export class ReservationQueue {
  private readonly lanes = new Map<number, Lane>()

  /** @param perProduct how many reservations of one product may run at once. */
  constructor(private readonly perProduct: number) {}

  async run<T>(productIds: readonly number[], reserve: () => Promise<T>): Promise<T> {
    const releases: (() => void)[] = []
    try {
      for (const productId of [...new Set(productIds)].sort((a, b) => a - b)) {
        releases.push(await this.turn(productId))
      }
      return await reserve()
    } finally {
      for (const release of releases) release()
    }
  }

  /** Waits for a free place in this product's lane, in the order of arrival; the answer ends the turn. */
  private async turn(productId: number): Promise<() => void> {
    const lane = this.lanes.get(productId) ?? { running: 0, waiting: [] }
    this.lanes.set(productId, lane)
    if (lane.running < this.perProduct) lane.running += 1
    else await new Promise<void>((resolve) => lane.waiting.push(resolve))
    return () => {
      const next = lane.waiting.shift()
      // The place passes straight to the next in line, so nobody arriving later can take it first.
      if (next) next()
      else if (--lane.running === 0) this.lanes.delete(productId)
    }
  }
}

type Lane = { running: number; waiting: (() => void)[] }
