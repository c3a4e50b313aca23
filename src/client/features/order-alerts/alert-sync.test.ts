import { afterEach, describe, expect, test, vi } from 'vitest'
import type { PaidOrders, QueueOrder } from '#shared/contracts/queue'
import { AlertFeed } from './alert-feed'
import type { AlertMemory } from './alert-memory'
import { AlertSync, CATCH_UP_RETRY_MS } from './alert-sync'

const NOW = Date.parse('2026-11-22T20:30:00.000Z')

const order = (id: number, minutesAgo: number, status: QueueOrder['status'] = 'pending'): QueueOrder => ({
  id,
  tiktokUsername: `koper${id}`,
  quantity: 1,
  status,
  createdAt: new Date(NOW - minutesAgo * 60_000).toISOString(),
  paidAt: new Date(NOW - minutesAgo * 60_000).toISOString(),
  product: { name: 'Booster Pack', imageUrl: null },
})

/** A stand-in for GET /api/queue/paid that answers what the test puts in `paid`, or fails. */
function server(paid: QueueOrder[] = []) {
  const asked: (string | undefined)[] = []
  let down = false
  return {
    asked,
    paid,
    setDown: (value: boolean) => (down = value),
    fetchPaid: (syncedAt: string | undefined): Promise<PaidOrders> => {
      asked.push(syncedAt)
      if (down) return Promise.reject(new Error('connection refused'))
      return Promise.resolve({ serverTime: new Date(NOW).toISOString(), orders: [...paid] })
    },
  }
}

function setUp(memory: AlertMemory = { shownIds: [], syncedAt: undefined }, paid: QueueOrder[] = []) {
  const feed = new AlertFeed(memory.shownIds)
  const api = server(paid)
  const saved: AlertMemory[] = []
  const sync = new AlertSync(feed, memory, { fetchPaid: api.fetchPaid, save: (m) => saved.push(m), now: () => NOW })
  const played = () => {
    const ids: number[] = []
    while (feed.current) {
      ids.push(feed.current.id)
      feed.finish(feed.current.id)
    }
    return ids
  }
  return { feed, api, sync, saved, played }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('keeping the order alerts complete', () => {
  test('a freshly opened overlay does not replay what was paid before it opened', async () => {
    const { sync, played } = setUp(undefined, [order(1, 5), order(2, 1)])
    await sync.sync()
    sync.receive(order(3, 0))
    expect(played()).toEqual([3])
  })

  test('after a reconnect it shows the orders paid while it was away, once, in order', async () => {
    const { sync, api, played } = setUp(undefined, [order(1, 5)])
    await sync.sync()
    sync.receive(order(2, 1))
    // Disconnected: 3 and 4 were paid meanwhile; the catch-up also returns 2 again.
    api.paid.push(order(2, 1), order(4, 0), order(3, 0.5))
    await sync.sync()
    expect(played()).toEqual([2, 3, 4])
  })

  test('the catch-up asks from the server time of the last read', async () => {
    const { sync, api, saved } = setUp()
    await sync.sync()
    await sync.sync()
    expect(api.asked).toEqual([undefined, new Date(NOW).toISOString()])
    expect(saved.at(-1)?.syncedAt).toBe(new Date(NOW).toISOString())
  })

  test('after a reload it catches up from its memory and skips what it had shown', async () => {
    const syncedAt = new Date(NOW - 60_000).toISOString()
    const { sync, api, played } = setUp({ shownIds: [1], syncedAt }, [order(1, 2), order(2, 1.5)])
    await sync.sync()
    expect(api.asked).toEqual([syncedAt])
    expect(played()).toEqual([2])
  })

  test('a failed catch-up (server restarting) is tried again until it succeeds', async () => {
    vi.useFakeTimers()
    const { sync, api, played } = setUp(undefined, [])
    await sync.sync()
    api.setDown(true)
    api.paid.push(order(2, 0))
    await sync.sync()
    expect(played()).toEqual([])
    api.setDown(false)
    await vi.advanceTimersByTimeAsync(CATCH_UP_RETRY_MS)
    expect(played()).toEqual([2])
    expect(api.asked).toHaveLength(3)
  })

  test('only newly paid orders make an alert: not an opened order, not an old one', () => {
    const { sync, played } = setUp()
    sync.receive(order(1, 0, 'completed'))
    sync.receive({ ...order(2, 0), paidAt: null })
    sync.receive(order(3, 60))
    sync.receive(order(4, 0))
    expect(played()).toEqual([4])
  })

  test('an order cancelled while its alert waits is dropped; one on screen ends (decision 028)', async () => {
    const { sync, feed, played } = setUp()
    await sync.sync()
    sync.receive(order(1, 0.3))
    sync.receive(order(2, 0.2))
    sync.receive(order(3, 0.1))
    sync.receive(order(2, 0.2, 'cancelled'))
    expect(feed.current?.id).toBe(1)
    sync.receive(order(1, 0.3, 'cancelled'))
    expect(feed.current?.id).toBe(3)
    expect(played()).toEqual([3])
  })

  test('a catch-up after a reconnect does not show an order cancelled meanwhile', async () => {
    const { sync, api, played } = setUp()
    await sync.sync()
    sync.receive(order(1, 1))
    api.paid.push(order(1, 1, 'cancelled'), order(2, 0.5, 'cancelled'), order(3, 0))
    await sync.sync()
    expect(played()).toEqual([3])
  })
})
