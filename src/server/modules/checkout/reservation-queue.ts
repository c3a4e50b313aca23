/**
 * One stock reservation at a time per product in this instance; the others wait their turn here, in
 * memory, instead of in the database's queue. The database would run them one after another anyway
 * (PGlite has one connection; on PostgreSQL each waits for the row's lock), but a request waiting
 * here can still be refused without a query once the product is known to be sold out (StockHints),
 * and the queries of the sales already made (their events, their payment links) are not stuck
 * behind hundreds of doomed reservations. A checkout of several products takes its turns in product
 * id order, as the database locks them, so two checkouts never wait for each other in a circle.
 */
export class ReservationQueue {
  private readonly tails = new Map<number, Promise<void>>()

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

  /** Waits for this product's turn; the answer ends it. */
  private async turn(productId: number): Promise<() => void> {
    const previous = this.tails.get(productId) ?? Promise.resolve()
    let release!: () => void
    const done = new Promise<void>((resolve) => (release = resolve))
    const tail = previous.then(() => done)
    this.tails.set(productId, tail)
    await previous
    return () => {
      release()
      if (this.tails.get(productId) === tail) this.tails.delete(productId)
    }
  }
}
