import { describe, expect, test } from 'vitest'
import type { Product } from '#shared/contracts/products'
import { StockHints } from './stock-hints'

const booster = (stock: number): Product => ({
  id: 7,
  name: 'Booster Pack',
  imageUrl: '/demo/booster.svg',
  price: 599,
  stock,
  stockLevel: stock === 0 ? 'out' : 'low',
  category: 'Booster Packs',
  collectionId: null,
})

function hintsAt(start = 1_000) {
  const clock = { now: start }
  return { clock, hints: new StockHints(2_000, () => clock.now) }
}

describe('stock hints', () => {
  test('a product the database called sold out is refused without asking it again, in Dutch', () => {
    const { hints } = hintsAt()
    hints.learn({ id: 7, name: 'Booster Pack', stock: 0 })
    expect(hints.refusalFor(7, 1)).toEqual({ message: 'Booster Pack is uitverkocht.', shortage: { productId: 7, available: 0 } })
    expect(hints.refusalFor(8, 1)).toBeUndefined()
  })

  test('a quantity above the stock seen is refused with what is left; one within it is for the database', () => {
    const { hints } = hintsAt()
    hints.follow({ channel: 'stock', type: 'stock_update', product: booster(2) })
    expect(hints.refusalFor(7, 3)).toEqual({
      message: 'Niet genoeg voorraad voor Booster Pack: nog 2 beschikbaar.',
      shortage: { productId: 7, available: 2 },
    })
    expect(hints.refusalFor(7, 2)).toBeUndefined()
  })

  test('stock that comes back (a failed payment, a restock) is for sale at once', () => {
    const { hints } = hintsAt()
    hints.learn({ id: 7, name: 'Booster Pack', stock: 0 })
    hints.follow({ channel: 'stock', type: 'stock_update', product: booster(1) })
    expect(hints.refusalFor(7, 1)).toBeUndefined()
  })

  test('what was seen is trusted for two seconds, so a lost event cannot keep a product sold out', () => {
    const { clock, hints } = hintsAt()
    hints.learn({ id: 7, name: 'Booster Pack', stock: 0 })
    clock.now += 1_999
    expect(hints.refusalFor(7, 1)).toBeDefined()
    clock.now += 1
    expect(hints.refusalFor(7, 1)).toBeUndefined()
  })

  test('a deleted product and a resync forget what was seen; other events do not', () => {
    const { hints } = hintsAt()
    hints.learn({ id: 7, name: 'Booster Pack', stock: 0 })
    hints.follow({ channel: 'stock', type: 'product_deleted', productId: 7 })
    expect(hints.refusalFor(7, 1)).toBeUndefined()

    hints.learn({ id: 7, name: 'Booster Pack', stock: 0 })
    hints.follow('resync')
    expect(hints.refusalFor(7, 1)).toBeUndefined()

    hints.learn({ id: 7, name: 'Booster Pack', stock: 0 })
    hints.follow({ channel: 'orders', type: 'orders_reset' })
    expect(hints.refusalFor(7, 1)).toBeDefined()
  })
})
