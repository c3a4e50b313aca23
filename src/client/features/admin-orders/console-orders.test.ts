import { describe, expect, it } from 'vitest'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import { latestPaid, openingOrder } from './console-orders'

const order = (id: number, tiktokUsername: string, createdAt: string) =>
  ({ id, tiktokUsername, createdAt, paidAt: createdAt, status: 'pending', quantity: 1, prize: false }) as AdminOrder

describe('openingOrder', () => {
  it('opens a buyer’s later order before the next buyer, as the public queue groups them', () => {
    const pending = [
      order(1, 'anna', '2026-11-28T10:00:00Z'),
      order(2, 'bram', '2026-11-28T10:01:00Z'),
      order(3, 'anna', '2026-11-28T10:02:00Z'),
    ]
    expect(openingOrder(pending).map((o) => o.id)).toEqual([1, 3, 2])
  })
})

describe('latestPaid', () => {
  it('lists the newest payments first and leaves out failed and unpaid orders and prizes', () => {
    const orders = [
      order(1, 'anna', '2026-11-28T10:00:00Z'),
      { ...order(2, 'bram', '2026-11-28T10:05:00Z'), status: 'failed' as const },
      { ...order(3, 'cees', '2026-11-28T10:03:00Z'), status: 'completed' as const },
      { ...order(4, 'dirk', '2026-11-28T10:04:00Z'), paidAt: null },
      order(5, 'eva', '2026-11-28T10:02:00Z'),
      { ...order(6, 'fenna', '2026-11-28T10:06:00Z'), prize: true },
    ]
    expect(latestPaid(orders, 2).map((o) => o.id)).toEqual([3, 5])
  })
})
