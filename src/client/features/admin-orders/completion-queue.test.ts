import { describe, expect, it } from 'vitest'
import { CompletionQueue, TAP_GUARD_MS, UNDO_WINDOW_MS } from './completion-queue'

/** A clock the test moves by hand, with the timers due by then run in order. */
function manualClock() {
  let now = 0
  let timers: Array<{ at: number; run: () => void; id: number }> = []
  let nextId = 1
  return {
    now: () => now,
    setTimeout: (run: () => void, ms: number) => {
      const id = nextId++
      timers.push({ at: now + ms, run, id })
      return id
    },
    clearTimeout: (id: unknown) => {
      timers = timers.filter((timer) => timer.id !== id)
    },
    advance(ms: number) {
      now += ms
      const due = timers.filter((timer) => timer.at <= now).sort((a, b) => a.at - b.at)
      timers = timers.filter((timer) => timer.at > now)
      for (const timer of due) timer.run()
    },
  }
}

function queueWithLog() {
  const clock = manualClock()
  const sent: number[] = []
  const queue = new CompletionQueue<{ id: number }>(async (order) => {
    sent.push(order.id)
  }, clock)
  return { clock, sent, queue }
}

describe('CompletionQueue', () => {
  it("sends each tap with its own moment, not the send's (decision 060)", () => {
    const clock = manualClock()
    const sent: Array<[number, number]> = []
    const queue = new CompletionQueue<{ id: number }>(async (order, tappedAt) => {
      sent.push([order.id, tappedAt])
    }, clock)
    const firstTap = clock.now()
    queue.complete({ id: 1 })
    clock.advance(TAP_GUARD_MS)
    const secondTap = clock.now()
    queue.complete({ id: 2 })
    clock.advance(UNDO_WINDOW_MS)
    expect(sent).toEqual([
      [1, firstTap],
      [2, secondTap],
    ])
  })

  it('sends a tap only once the undo window has passed', () => {
    const { clock, sent, queue } = queueWithLog()
    expect(queue.complete({ id: 1 })).toBe('queued')
    clock.advance(UNDO_WINDOW_MS - 1)
    expect(sent).toEqual([])
    expect(queue.getSnapshot().waiting).toEqual([{ id: 1 }])
    clock.advance(1)
    expect(sent).toEqual([1])
    expect(queue.getSnapshot().waiting).toEqual([])
  })

  it('forgets a tap that is undone within the window, and cannot undo one already sent', () => {
    const { clock, sent, queue } = queueWithLog()
    queue.complete({ id: 1 })
    clock.advance(UNDO_WINDOW_MS - 100)
    expect(queue.undo(1)).toBe(true)
    clock.advance(UNDO_WINDOW_MS)
    expect(sent).toEqual([])
    expect(queue.isTaken(1)).toBe(false)

    clock.advance(TAP_GUARD_MS)
    queue.complete({ id: 2 })
    clock.advance(UNDO_WINDOW_MS)
    expect(queue.undo(2)).toBe(false)
    expect(sent).toEqual([2])
  })

  it('refuses a second tap within a second of the first: the next order moved under the thumb', () => {
    const { clock, sent, queue } = queueWithLog()
    expect(queue.complete({ id: 1 })).toBe('queued')
    clock.advance(TAP_GUARD_MS - 1)
    expect(queue.complete({ id: 2 })).toBe('guarded')
    clock.advance(1)
    expect(queue.complete({ id: 2 })).toBe('queued')
    expect(queue.complete({ id: 2 })).toBe('known')
    clock.advance(UNDO_WINDOW_MS)
    expect(sent).toEqual([1, 2])
  })

  it('sends every waiting tap at once when flushed (the page goes out of sight)', () => {
    const { clock, sent, queue } = queueWithLog()
    queue.complete({ id: 1 })
    clock.advance(TAP_GUARD_MS)
    queue.complete({ id: 2 })
    queue.flush()
    expect(sent).toEqual([1, 2])
    clock.advance(UNDO_WINDOW_MS)
    expect(sent).toEqual([1, 2])
  })

  it('keeps an order taken while it is being sent, and lets it go when the answer comes', async () => {
    const clock = manualClock()
    let answer: () => void = () => {}
    const queue = new CompletionQueue<{ id: number }>(
      () =>
        new Promise<void>((resolve) => {
          answer = resolve
        }),
      clock,
    )
    queue.complete({ id: 7 })
    clock.advance(UNDO_WINDOW_MS)
    expect(queue.isTaken(7)).toBe(true)
    expect(queue.getSnapshot().waiting).toEqual([])
    answer()
    await Promise.resolve()
    await Promise.resolve()
    expect(queue.isTaken(7)).toBe(false)
  })
})
