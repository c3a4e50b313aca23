import type { StockShortage } from '#shared/contracts/checkout'
import { notEnoughStock } from '#shared/contracts/messages'
import type { RealtimeEvent } from '#shared/contracts/realtime'

type Seen = { name: string; stock: number; at: number }

/**
 * The stock this instance last saw of each product, from the database's own refusals and from the
 * stock events of every instance. During a drop, hundreds of buyers ask for the last packs at once:
 * once the database has said a product is sold out, the next checkouts for it are refused at the door
 * (or the moment they reach the front of the queue) instead of each waiting for a connection and the
 * row's lock only to hear the same. Only ever a refusal: a sale is always decided by the database.
 * What is seen is trusted for maxAgeMs, so a lost event cannot keep a product sold out for longer.
 */
export class StockHints {
  private readonly seen = new Map<number, Seen>()

  constructor(
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  learn(product: { id: number; name: string; stock: number }): void {
    this.seen.set(product.id, { name: product.name, stock: product.stock, at: this.now() })
  }

  /** Keeps up with the realtime events: every stock change of every instance passes here. */
  follow(event: RealtimeEvent | 'feed-lost' | 'resync'): void {
    if (event === 'feed-lost' || event === 'resync') this.seen.clear()
    else if (event.type === 'stock_update' || event.type === 'product_created') {
      // An event too large for NOTIFY travels without its item.
      if (event.product) this.learn(event.product)
    } else if (event.type === 'product_deleted') this.seen.delete(event.productId)
  }

  /**
   * The refusal the buyer gets when the stock last seen, recently, is short of the quantity: the
   * message and the line it concerns (decision 054).
   */
  refusalFor(productId: number, quantity: number): { message: string; shortage: StockShortage } | undefined {
    const seen = this.seen.get(productId)
    if (!seen || seen.stock >= quantity) return undefined
    if (this.now() - seen.at >= this.maxAgeMs) {
      this.seen.delete(productId)
      return undefined
    }
    return { message: notEnoughStock(seen.name, seen.stock), shortage: { productId, available: Math.max(seen.stock, 0) } }
  }
}
