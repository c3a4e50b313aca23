import { describe, expect, test } from 'vitest'
import { ReservationQueue } from './reservation-queue'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

/** A reservation that notes when it starts and ends, and how many ran at the same time. */
function recorder() {
  const log: string[] = []
  let running = 0
  let most = 0
  const reserve = (name: string, fail = false) => async () => {
    running += 1
    most = Math.max(most, running)
    log.push(`start ${name}`)
    await tick()
    log.push(`end ${name}`)
    running -= 1
    if (fail) throw new Error(`${name} failed`)
    return name
  }
  return { log, reserve, most: () => most }
}

describe('the reservation queue', () => {
  test('reservations of one product run one at a time, in the order they arrived', async () => {
    const queue = new ReservationQueue(1)
    const { log, reserve, most } = recorder()
    const names = await Promise.all(['a', 'b', 'c'].map((name) => queue.run([7], reserve(name))))
    expect(names).toEqual(['a', 'b', 'c'])
    expect(most()).toBe(1)
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c'])
  })

  test('at most the given number of one product run at once; the others start in the order they arrived', async () => {
    const queue = new ReservationQueue(2)
    const { log, reserve, most } = recorder()
    const names = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((name) => queue.run([7], reserve(name))))
    expect(names).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(most()).toBe(2)
    expect(log.filter((line) => line.startsWith('start'))).toEqual(['start a', 'start b', 'start c', 'start d', 'start e'])
    expect(log.indexOf('start c')).toBeGreaterThan(log.indexOf('end a'))
  })

  test('a place that frees up goes to the one waiting longest, not to a newcomer', async () => {
    const queue = new ReservationQueue(1)
    const { log, reserve } = recorder()
    const first = queue.run([7], reserve('a'))
    const waiting = queue.run([7], reserve('b'))
    await first
    // 'b' was handed the place when 'a' ended; 'c' arrives after that and waits for 'b'.
    const newcomer = queue.run([7], reserve('c'))
    await Promise.all([waiting, newcomer])
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c'])
  })

  test('reservations of different products run side by side', async () => {
    const queue = new ReservationQueue(1)
    const { reserve, most } = recorder()
    await Promise.all([queue.run([1], reserve('a')), queue.run([2], reserve('b')), queue.run([3], reserve('c'))])
    expect(most()).toBe(3)
  })

  test('a reservation that fails ends its turn: the next one runs', async () => {
    const queue = new ReservationQueue(1)
    const { reserve } = recorder()
    const failed = queue.run([7], reserve('a', true))
    const next = queue.run([7], reserve('b'))
    await expect(failed).rejects.toThrow('a failed')
    await expect(next).resolves.toBe('b')
  })

  test('carts with the same products in another order never wait for each other in a circle', async () => {
    const queue = new ReservationQueue(2)
    const { reserve } = recorder()
    const carts = Array.from({ length: 20 }, (_, i) => queue.run(i % 2 ? [1, 2, 3] : [3, 2, 1], reserve(`cart ${i}`)))
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('deadlocked')), 2_000))
    await expect(Promise.race([Promise.all(carts), timeout])).resolves.toHaveLength(20)
  })
})
