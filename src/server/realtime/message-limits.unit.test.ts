import { expect, test } from 'vitest'
import { MESSAGE_LIMITS, MessageBudget } from './message-limits'

/** The allowance of one socket, on a clock the test turns (ms). */
const limits = { burst: 5, perSecond: 2, maxQueued: 5 }

function admitAll(budget: MessageBudget, count: number, now: number) {
  return Array.from({ length: count }, () => budget.admit(now))
}

test("the shop's limits: a burst of 100, 10 a second after it, 100 waiting at most", () => {
  expect(MESSAGE_LIMITS).toEqual({ burst: 100, perSecond: 10, maxQueued: 100 })
})

test('a burst is let in at once; the next message breaks the rate until the bucket refills', () => {
  const budget = new MessageBudget(limits, 0)
  expect(admitAll(budget, 5, 0)).toEqual([undefined, undefined, undefined, undefined, undefined])
  for (let n = 0; n < 5; n++) budget.handled()
  expect(budget.admit(0)).toBe('rate')
  // Two a second: one more after half a second, not two.
  expect(budget.admit(500)).toBeUndefined()
  budget.handled()
  expect(budget.admit(500)).toBe('rate')
})

test('an idle socket saves up no more than the burst', () => {
  const budget = new MessageBudget(limits, 0)
  const later = 60 * 60 * 1000
  const admitted = []
  for (let n = 0; n < 10; n++) {
    admitted.push(budget.admit(later))
    budget.handled()
  }
  expect(admitted.filter((refused) => refused === undefined)).toHaveLength(5)
  expect(admitted.at(-1)).toBe('rate')
})

test('messages waiting to be handled are bounded whatever the rate allows; each one handled frees a place', () => {
  const budget = new MessageBudget(limits, 0)
  expect(admitAll(budget, 5, 0)).toEqual([undefined, undefined, undefined, undefined, undefined])
  // Ten seconds later the bucket is full again, but five still wait.
  expect(budget.admit(10_000)).toBe('queue')
  budget.handled()
  expect(budget.admit(10_000)).toBeUndefined()
})
