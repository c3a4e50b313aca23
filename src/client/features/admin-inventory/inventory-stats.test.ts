import { describe, expect, test } from 'vitest'
import type { Product } from '#shared/contracts/products'
import { computeInventoryStats } from './inventory-stats'

let nextId = 1
function product(stock: number, price = 1000): Product {
  return { id: nextId++, name: `P${nextId}`, imageUrl: '/p.png', price, stock, stockLevel: 'high', category: 'Booster Packs', collectionId: null }
}

describe('the statistics tiles', () => {
  test('an empty shop shows zeros', () => {
    expect(computeInventoryStats([])).toEqual({
      productCount: 0,
      unitsInStock: 0,
      lowStockCount: 0,
      soldOutCount: 0,
      totalValueCents: 0,
    })
  })

  test('counts products and sums the units in stock', () => {
    const stats = computeInventoryStats([product(3), product(0), product(12)])
    expect(stats.productCount).toBe(3)
    expect(stats.unitsInStock).toBe(15)
  })

  test('low stock is 1 to 5 inclusive; sold out is 0', () => {
    const stats = computeInventoryStats([product(0), product(1), product(5), product(6), product(0)])
    expect(stats.lowStockCount).toBe(2)
    expect(stats.soldOutCount).toBe(2)
  })

  test('total value is price times stock, in cents', () => {
    expect(computeInventoryStats([product(2, 1499), product(3, 500), product(0, 9999)]).totalValueCents).toBe(4498)
  })

  test('a negative stock counts as sold out and adds nothing', () => {
    const stats = computeInventoryStats([product(-2, 1000)])
    expect(stats).toMatchObject({ soldOutCount: 1, unitsInStock: 0, totalValueCents: 0 })
  })
})
