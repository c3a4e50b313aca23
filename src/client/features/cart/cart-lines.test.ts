import { describe, expect, test } from 'vitest'
import {
  addProductLine,
  countItems,
  removeProductLine,
  setLineQuantity,
  totalCents,
  type CartLine,
  type CartProduct,
} from './cart-lines'

const booster: CartProduct = { id: 1, name: 'Booster', imageUrl: '/b.png', price: 499 }
const box: CartProduct = { id: 2, name: 'Booster Box', imageUrl: '/x.png', price: 14_999 }

describe('cart lines', () => {
  test('adding a new product adds a line with quantity 1', () => {
    expect(addProductLine([], booster)).toEqual({ lines: [{ product: booster, quantity: 1 }] })
  })

  test('adding a product already in the cart raises its quantity by 1', () => {
    const { lines } = addProductLine([{ product: booster, quantity: 2 }], booster)
    expect(lines).toEqual([{ product: booster, quantity: 3 }])
  })

  test('keeps only the fields the cart needs, even when given a whole product', () => {
    const product = { ...booster, stock: 3, category: 'Booster Packs' }
    expect(addProductLine([], product).lines[0]?.product).toEqual(booster)
  })

  test('never raises a line above 24', () => {
    const full: CartLine[] = [{ product: booster, quantity: 24 }]
    expect(addProductLine(full, booster)).toEqual({ lines: full, refused: 'line-limit' })
  })

  test('never raises a line above the stock it is told about', () => {
    const lines: CartLine[] = [{ product: booster, quantity: 2 }]
    expect(addProductLine(lines, booster, 2)).toEqual({ lines, refused: 'stock-limit' })
    expect(addProductLine(lines, booster, 3).lines[0]?.quantity).toBe(3)
    expect(addProductLine([], booster, 0).refused).toBe('stock-limit')
  })

  test('remove deletes the line by product id', () => {
    const lines: CartLine[] = [
      { product: booster, quantity: 1 },
      { product: box, quantity: 1 },
    ]
    expect(removeProductLine(lines, 1)).toEqual([{ product: box, quantity: 1 }])
  })

  test('update quantity clamps between 1 and 24', () => {
    const lines: CartLine[] = [{ product: booster, quantity: 5 }]
    expect(setLineQuantity(lines, 1, 0)[0]?.quantity).toBe(1)
    expect(setLineQuantity(lines, 1, 30)[0]?.quantity).toBe(24)
    expect(setLineQuantity(lines, 1, 8)[0]?.quantity).toBe(8)
    expect(setLineQuantity(lines, 99, 8)).toEqual(lines)
  })

  test('count sums the quantities and the total sums price times quantity', () => {
    const lines: CartLine[] = [
      { product: booster, quantity: 3 },
      { product: box, quantity: 2 },
    ]
    expect(countItems(lines)).toBe(5)
    expect(totalCents(lines)).toBe(3 * 499 + 2 * 14_999)
    expect(countItems([])).toBe(0)
    expect(totalCents([])).toBe(0)
  })
})
