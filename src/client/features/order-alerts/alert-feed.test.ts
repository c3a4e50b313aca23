import { describe, expect, test } from 'vitest'
import type { QueueOrder } from '#shared/contracts/queue'
import { AlertFeed } from './alert-feed'

const order = (id: number, paidSecond: number): QueueOrder => ({
  id,
  tiktokUsername: `koper${id}`,
  quantity: 1,
  status: 'pending',
  createdAt: '2026-11-22T20:00:00.000Z',
  paidAt: `2026-11-22T20:00:${String(paidSecond).padStart(2, '0')}.000Z`,
  product: { name: 'Booster Pack', imageUrl: null },
})

/** Shows every alert in turn until none is left; the ids in the order they came on screen. */
function playAll(feed: AlertFeed): number[] {
  const seen: number[] = []
  while (feed.current) {
    seen.push(feed.current.id)
    feed.finish(feed.current.id)
  }
  return seen
}

describe('the line of order alerts', () => {
  test('alerts come one at a time, in the order of payment, whatever order they arrive in', () => {
    const feed = new AlertFeed()
    feed.offer([order(3, 30)])
    feed.offer([order(5, 50), order(4, 10), order(6, 50)])
    // The first to arrive is already on screen; the rest follow by payment time, then id.
    expect(playAll(feed)).toEqual([3, 4, 5, 6])
  })

  test('an order that arrives twice (live and in a catch-up) is shown once', () => {
    const feed = new AlertFeed()
    expect(feed.offer([order(1, 1), order(2, 2)])).toBe(2)
    expect(feed.offer([order(2, 2), order(1, 1), order(3, 3)])).toBe(1)
    feed.finish(1)
    expect(feed.offer([order(1, 1)])).toBe(0)
    expect(playAll(feed)).toEqual([2, 3])
  })

  test('finishing an alert that is not on screen changes nothing', () => {
    const feed = new AlertFeed()
    feed.offer([order(1, 1), order(2, 2)])
    feed.finish(2)
    feed.finish(99)
    expect(feed.current?.id).toBe(1)
  })

  test('skipped orders (paid before the overlay opened) are never shown', () => {
    const feed = new AlertFeed()
    feed.skip([order(1, 1), order(2, 2)])
    feed.offer([order(1, 1), order(2, 2), order(3, 3)])
    expect(playAll(feed)).toEqual([3])
  })

  test('after a reload the shown ones are remembered, but ones still waiting are owed', () => {
    const before = new AlertFeed()
    before.offer([order(1, 1), order(2, 2), order(3, 3)])
    before.finish(1) // 2 is on screen now, 3 waits
    expect(before.shownIds()).toEqual([1, 2])

    const after = new AlertFeed(before.shownIds())
    after.offer([order(1, 1), order(2, 2), order(3, 3)])
    expect(playAll(after)).toEqual([3])
  })

  test('a cancelled order waiting for its turn is dropped, and does not come back (decision 028)', () => {
    const feed = new AlertFeed()
    feed.offer([order(1, 1), order(2, 2), order(3, 3)])
    feed.withdraw(2)
    expect(feed.waitingCount).toBe(1)
    feed.offer([order(2, 2)])
    expect(playAll(feed)).toEqual([1, 3])
    expect(feed.shownIds()).toContain(2)
  })

  test('a cancelled order on screen ends at once and the next one comes on', () => {
    const feed = new AlertFeed()
    feed.offer([order(1, 1), order(2, 2)])
    let calls = 0
    feed.subscribe(() => calls++)
    feed.withdraw(1)
    expect(feed.current?.id).toBe(2)
    expect(calls).toBe(1)
    feed.finish(1)
    expect(feed.current?.id).toBe(2)
  })

  test('cancelling an order that was never offered keeps it from being shown later; an unknown one changes nothing on screen', () => {
    const feed = new AlertFeed()
    feed.offer([order(1, 1)])
    feed.withdraw(7)
    expect(feed.current?.id).toBe(1)
    feed.offer([order(7, 7)])
    expect(playAll(feed)).toEqual([1])
  })

  test('the memory keeps only the most recent shown ids', () => {
    const feed = new AlertFeed([], 3)
    feed.offer([1, 2, 3, 4, 5].map((id) => order(id, id)))
    playAll(feed)
    expect(feed.shownIds()).toEqual([3, 4, 5])
  })

  test('listeners hear when an alert comes on and when the line changes', () => {
    const feed = new AlertFeed()
    let calls = 0
    const unsubscribe = feed.subscribe(() => calls++)
    feed.offer([order(1, 1)])
    feed.offer([order(2, 2)])
    feed.finish(1)
    unsubscribe()
    feed.finish(2)
    expect(calls).toBe(3)
  })
})
