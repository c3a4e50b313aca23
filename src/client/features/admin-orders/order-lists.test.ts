import { describe, expect, test } from 'vitest'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import { canExport, groupByBuyer, splitOrders } from './order-lists'

let nextId = 1
function order(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: nextId++,
    status: 'pending',
    quantity: 1,
    tiktokUsername: 'kaartjesfan',
    createdAt: '2025-06-15T12:00:00.000Z',
    paidAt: null,
    productId: 1,
    product: { name: 'Booster', imageUrl: '/booster.png', price: 499 },
    productName: 'Booster',
    unitPrice: 499,
    totalCents: 499,
    points: 49,
    shippingMethod: 'live',
    shippingCost: 0,
    email: 'koper@example.nl',
    shippingInfo: { name: 'Koper', address: 'Straat 1', city: 'Utrecht', postalCode: '1234 AB', country: 'nederland' },
    emails: [],
    shipping: null,
    battleSpot: null,
    prize: false,
    chargedBack: false,
    withdrawal: null,
    opening: null,
    ...overrides,
  }
}

const at = (minute: number) => `2025-06-15T12:${String(minute).padStart(2, '0')}:00.000Z`
const ids = (orders: AdminOrder[]) => orders.map((o) => o.id)

describe('splitting the orders over the tabs (product.md 2.11)', () => {
  test('the queue holds the pending orders, oldest first', () => {
    const late = order({ createdAt: at(30) })
    const early = order({ createdAt: at(5) })
    const done = order({ status: 'completed', createdAt: at(1) })
    const lists = splitOrders([late, done, early])
    expect(ids(lists.pending)).toEqual([early.id, late.id])
    expect(lists.counts.pending).toBe(2)
  })

  test('orders placed at the same moment keep the order of their ids', () => {
    const second = order({ id: 200, createdAt: at(10) })
    const first = order({ id: 100, createdAt: at(10) })
    expect(ids(splitOrders([second, first]).pending)).toEqual([100, 200])
  })

  test('completed orders are listed newest first with their own count', () => {
    const old = order({ status: 'completed', createdAt: at(1) })
    const recent = order({ status: 'completed', createdAt: at(40) })
    const lists = splitOrders([old, recent, order()])
    expect(ids(lists.completed)).toEqual([recent.id, old.id])
    expect(lists.counts.completed).toBe(2)
  })

  test('failed and cancelled both count as cancelled (product.md 4)', () => {
    const failed = order({ status: 'failed', createdAt: at(2) })
    const cancelled = order({ status: 'cancelled', createdAt: at(8) })
    const lists = splitOrders([failed, cancelled, order(), order({ status: 'completed' })])
    expect(ids(lists.cancelled)).toEqual([cancelled.id, failed.id])
    expect(lists.counts.cancelled).toBe(2)
    // Shown apart inside the tab (decision 057): the shop's cancellations, then the failed payments.
    expect(ids(lists.cancelledByShop)).toEqual([cancelled.id])
    expect(ids(lists.paymentNotCompleted)).toEqual([failed.id])
    expect(lists.chargedBack).toEqual([])
  })

  test('a payment the bank took back is apart from one that never went through (decision 057)', () => {
    const failed = order({ status: 'failed', createdAt: at(2) })
    const takenBack = order({ status: 'failed', chargedBack: true, createdAt: at(4) })
    const lists = splitOrders([failed, takenBack])
    expect(ids(lists.paymentNotCompleted)).toEqual([failed.id])
    expect(ids(lists.chargedBack)).toEqual([takenBack.id])
    expect(lists.counts.cancelled).toBe(2)
  })

  test('no orders gives empty lists and zero counts', () => {
    const lists = splitOrders([])
    expect(lists.counts).toEqual({ pending: 0, completed: 0, cancelled: 0 })
    expect(lists.pending).toEqual([])
  })

  test('the input list is left as it was', () => {
    const orders = [order({ createdAt: at(9) }), order({ createdAt: at(3) })]
    const before = ids(orders)
    splitOrders(orders)
    expect(ids(orders)).toEqual(before)
  })
})

describe('grouping the queue per buyer (product.md 4)', () => {
  test('groups follow each buyer’s earliest order and count their packs', () => {
    const anna1 = order({ tiktokUsername: 'anna', createdAt: at(1), quantity: 2 })
    const bob = order({ tiktokUsername: 'bob', createdAt: at(2) })
    const anna2 = order({ tiktokUsername: 'anna', createdAt: at(3), quantity: 3 })
    const groups = groupByBuyer([anna2, bob, anna1])
    expect(groups.map((g) => g.tiktokUsername)).toEqual(['anna', 'bob'])
    expect(ids(groups[0]?.orders ?? [])).toEqual([anna1.id, anna2.id])
    expect(groups[0]?.packs).toBe(5)
    expect(groups[1]?.packs).toBe(1)
  })
})

describe('Excel export availability (product.md 2.11)', () => {
  test('is off with only failed or cancelled orders', () => {
    expect(canExport(splitOrders([]))).toBe(false)
    expect(canExport(splitOrders([order({ status: 'failed' }), order({ status: 'cancelled' })]))).toBe(false)
  })

  test('is on with a pending or a completed order', () => {
    expect(canExport(splitOrders([order()]))).toBe(true)
    expect(canExport(splitOrders([order({ status: 'completed' })]))).toBe(true)
  })
})
