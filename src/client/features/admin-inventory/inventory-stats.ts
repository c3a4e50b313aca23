import type { Product } from '#shared/contracts/products'

export type InventoryStats = {
  productCount: number
  /** Units on the shelf: the sum of every product's stock. */
  unitsInStock: number
  /** product.md 2.10 and 9: products with stock 1 to 5 (not the badge's 'low', which stops at 4). */
  lowStockCount: number
  soldOutCount: number
  /** product.md 9: the sum of price times stock, in cents. */
  totalValueCents: number
}

export const LOW_STOCK_MAX = 5

/** The five tiles of the statistics header (product.md 2.10). A negative stock counts as none. */
export function computeInventoryStats(products: readonly Product[]): InventoryStats {
  const stats: InventoryStats = { productCount: 0, unitsInStock: 0, lowStockCount: 0, soldOutCount: 0, totalValueCents: 0 }
  for (const product of products) {
    const stock = Math.max(0, product.stock)
    stats.productCount += 1
    stats.unitsInStock += stock
    if (stock === 0) stats.soldOutCount += 1
    else if (stock <= LOW_STOCK_MAX) stats.lowStockCount += 1
    stats.totalValueCents += product.price * stock
  }
  return stats
}
