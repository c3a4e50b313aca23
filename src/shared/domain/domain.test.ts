import { describe, expect, test } from 'vitest'
import { canTransition } from './order-status'
import { orderTotalCents, pointsForOrder } from './points'
import { colourSchemeIndex, groupQueue, type QueueEntry } from './queue'
import { shippingCostCents } from './shipping'
import { dashboardStockBadge, stockLevel, storefrontStockBadge } from './stock-level'
import { normalizeTiktokUsername } from './username'

describe('stock level (product.md 4)', () => {
  test.each([
    [0, 'out', 'Uitverkocht', 'Uitverkocht'],
    [1, 'low', 'Bijna op', 'Nog 1 beschikbaar'],
    [4, 'low', 'Bijna op', 'Nog 1 beschikbaar'],
    [5, 'medium', 'Beperkt', 'Beperkte voorraad'],
    [9, 'medium', 'Beperkt', 'Beperkte voorraad'],
    [10, 'high', 'Op voorraad', 'Op voorraad'],
  ] as const)('stock %i is %s', (stock, level, storefront, dashboard) => {
    expect(stockLevel(stock)).toBe(level)
    expect(storefrontStockBadge[stockLevel(stock)]).toBe(storefront)
    expect(dashboardStockBadge[stockLevel(stock)]).toBe(dashboard)
  })
})

describe('shipping costs (product.md 9)', () => {
  test('live opening is free wherever the buyer lives', () => {
    expect(shippingCostCents('live', 'nederland')).toBe(0)
    expect(shippingCostCents('live', 'belgie')).toBe(0)
  })
  test('PostNL costs 4,95 in the Netherlands and 9,95 in Belgium', () => {
    expect(shippingCostCents('postnl', 'nederland')).toBe(495)
    expect(shippingCostCents('postnl', 'belgie')).toBe(995)
  })
})

describe('points (product.md 9)', () => {
  test('floor of the total in euros times ten', () => {
    expect(pointsForOrder(orderTotalCents(549, 2))).toBe(109)
    expect(pointsForOrder(1000)).toBe(100)
    expect(pointsForOrder(9)).toBe(0)
    expect(pointsForOrder(0)).toBe(0)
  })
})

const entry = (id: number, user: string, quantity: number, minute: number): QueueEntry => ({
  id,
  tiktokUsername: user,
  quantity,
  createdAt: new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString(),
  product: { name: 'Booster', imageUrl: '/demo/booster-pack-violet.svg' },
})

describe('queue grouping (product.md 2.4)', () => {
  test('groups by username, ordered by each group’s earliest order', () => {
    const groups = groupQueue([entry(3, 'bram', 1, 5), entry(1, 'anna', 2, 1), entry(2, 'bram', 1, 0), entry(4, 'anna', 1, 9)])
    expect(groups.map((g) => g.tiktokUsername)).toEqual(['bram', 'anna'])
    expect(groups[0]?.orders.map((o) => o.id)).toEqual([2, 3])
    expect(groups[1]?.packs).toBe(3)
  })

  test('each group waits three minutes per pack ahead of it', () => {
    const groups = groupQueue([entry(1, 'a', 2, 0), entry(2, 'b', 1, 1), entry(3, 'c', 4, 2)])
    expect(groups.map((g) => g.waitMinutes)).toEqual([0, 6, 9])
  })

  test('an empty queue has no groups', () => {
    expect(groupQueue([])).toEqual([])
  })
})

describe('queue colour scheme', () => {
  test('is the sum of the character codes modulo seven', () => {
    expect(colourSchemeIndex('a')).toBe(97 % 7)
    expect(colourSchemeIndex('ab')).toBe((97 + 98) % 7)
    expect(colourSchemeIndex('')).toBe(0)
  })
  test('is the same for the same user every time', () => {
    expect(colourSchemeIndex('pieter')).toBe(colourSchemeIndex('pieter'))
  })
})

describe('TikTok username', () => {
  test("'@Pieter ' and 'pieter' are the same buyer", () => {
    expect(normalizeTiktokUsername('@Pieter ')).toBe('pieter')
    expect(normalizeTiktokUsername('  PIETER')).toBe('pieter')
    expect(normalizeTiktokUsername('@@pieter_01')).toBe('pieter_01')
  })
})

describe('order status transitions', () => {
  test('a paid order joins the queue, a failed payment fails it, and only a late payment honoured leaves failed', () => {
    expect(canTransition('awaiting_payment', 'pending')).toBe(true)
    expect(canTransition('awaiting_payment', 'failed')).toBe(true)
    expect(canTransition('pending', 'completed')).toBe(true)
    expect(canTransition('pending', 'cancelled')).toBe(true)
    expect(canTransition('failed', 'pending')).toBe(true)
    expect(canTransition('failed', 'cancelled')).toBe(false)
    expect(canTransition('completed', 'pending')).toBe(false)
    expect(canTransition('cancelled', 'pending')).toBe(false)
  })
})
