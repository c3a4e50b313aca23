import { describe, expect, test } from 'vitest'
import { createOrderSchema } from '#shared/contracts/admin-orders'
import { pickTestProduct, testOrderFor } from './test-order'

describe('test notification (product.md 7.3)', () => {
  const products = ['a', 'b', 'c', 'd', 'e', 'f', 'g']

  test('picks among the first five products only', () => {
    expect(pickTestProduct(products, () => 0)).toBe('a')
    expect(pickTestProduct(products, () => 0.5)).toBe('c')
    expect(pickTestProduct(products, () => 0.9999)).toBe('e')
  })

  test('works with fewer than five products', () => {
    expect(pickTestProduct(['enige'], () => 0.99)).toBe('enige')
  })

  test('has nothing to pick without products', () => {
    expect(pickTestProduct([], () => 0.3)).toBeUndefined()
  })

  test('the order is pending, one item, for test_user, and passes the server’s schema', () => {
    const order = testOrderFor(7)
    expect(order).toMatchObject({ productId: 7, quantity: 1, tiktokUsername: 'test_user', status: 'pending' })
    expect(createOrderSchema.parse(order)).toEqual(order)
  })
})
