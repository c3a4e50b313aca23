import { describe, expect, test } from 'vitest'
import { shippingCostCents, shippingFeeCents } from './shipping'
import {
  firstHeldStart,
  heldUntil,
  heldUntilText,
  isHeld,
  orderHeldUntil,
  SHIPPING_WINDOW_DAYS,
  windowStart,
} from './shipping-window'

/** A live order paid at `paidAt` and opened on stream the same moment (the usual case). */
const openedAtOnce = (paidAt: Date) => ({ status: 'completed', paidAt, completedAt: paidAt })

describe('heldUntil: the day of payment in Amsterdam plus 45 days, to the end of that day', () => {
  test.each([
    // [paid at (UTC), last day, window ends (UTC)]
    ['an ordinary winter day', '2026-01-10T12:00:00Z', '2026-02-24', '2026-02-24T23:00:00.000Z'],
    ['late in the evening: the Amsterdam day counts, not the UTC day', '2026-01-10T23:30:00Z', '2026-02-25', '2026-02-25T23:00:00.000Z'],
    ['just after midnight in Amsterdam in summer', '2026-06-30T22:10:00Z', '2026-08-15', '2026-08-15T22:00:00.000Z'],
    ['just before midnight in Amsterdam in summer', '2026-06-30T21:59:59Z', '2026-08-14', '2026-08-14T22:00:00.000Z'],
    ['across the spring change (29 March 2026)', '2026-03-01T10:00:00Z', '2026-04-15', '2026-04-15T22:00:00.000Z'],
    ['across the autumn change (25 October 2026)', '2026-10-01T10:00:00Z', '2026-11-15', '2026-11-15T23:00:00.000Z'],
    ['paid on the night of the spring change', '2026-03-29T01:30:00Z', '2026-05-13', '2026-05-13T22:00:00.000Z'],
    ['paid on the night of the autumn change', '2026-10-25T00:30:00Z', '2026-12-09', '2026-12-09T23:00:00.000Z'],
    ['a month end into a short month', '2026-01-31T12:00:00Z', '2026-03-17', '2026-03-17T23:00:00.000Z'],
    ['through February of a leap year', '2028-01-20T12:00:00Z', '2028-03-05', '2028-03-05T23:00:00.000Z'],
    ['across the year end, half an hour before midnight', '2026-12-31T22:30:00Z', '2027-02-14', '2027-02-14T23:00:00.000Z'],
    ['the first minutes of the new year', '2026-12-31T23:05:00Z', '2027-02-15', '2027-02-15T23:00:00.000Z'],
  ])('%s', (_name, paidAt, lastDay, endsAt) => {
    const window = heldUntil(new Date(paidAt))
    expect(window.lastDay).toBe(lastDay)
    expect(window.endsAt.toISOString()).toBe(endsAt)
  })

  test('is 45 calendar days, whatever the hour', () => {
    expect(SHIPPING_WINDOW_DAYS).toBe(45)
  })
})

describe('isHeld', () => {
  const paidAt = new Date('2026-01-10T12:00:00Z')

  test('holds through the last minute of the last day, in Amsterdam time', () => {
    expect(isHeld(openedAtOnce(paidAt), new Date('2026-02-24T22:59:59.999Z'))).toBe(true)
    expect(isHeld(openedAtOnce(paidAt), new Date('2026-02-24T23:00:00.000Z'))).toBe(false)
  })

  test('holds from the moment of payment', () => {
    expect(isHeld(openedAtOnce(paidAt), paidAt)).toBe(true)
  })
})

describe("an order's window: 45 days from the later of payment and opening, for ever while the pack waits (decision 028)", () => {
  const paidAt = new Date('2026-01-10T12:00:00Z') // 45 days: to 24 February 2026

  test('a pack still in the queue is held however long ago it was paid; its last day reads as if opened today', () => {
    const waiting = { status: 'pending', paidAt, completedAt: null }
    for (const now of ['2026-01-10T12:00:00Z', '2026-02-24T23:00:00Z', '2026-06-30T21:59:59Z', '2027-01-10T12:00:00Z']) {
      const at = new Date(now)
      expect(isHeld(waiting, at), now).toBe(true)
      expect(windowStart(waiting, at), now).toEqual(at)
      expect(orderHeldUntil(waiting, at), now).toEqual(heldUntil(at))
    }
  })

  test('opened on a later day: 45 days from the opening day, to the end of that day in Amsterdam', () => {
    const openedLate = { status: 'completed', paidAt, completedAt: new Date('2026-03-01T10:00:00Z') }
    expect(orderHeldUntil(openedLate, new Date('2026-03-01T10:00:00Z')).lastDay).toBe('2026-04-15')
    expect(isHeld(openedLate, new Date('2026-04-15T21:59:59Z'))).toBe(true)
    expect(isHeld(openedLate, new Date('2026-04-15T22:00:00Z'))).toBe(false)
  })

  test('opened on the day of payment, or without a recorded opening: 45 days from the payment', () => {
    const sameDay = { status: 'completed', paidAt, completedAt: new Date('2026-01-10T22:30:00Z') } // 23:30 in Amsterdam
    expect(orderHeldUntil(sameDay, paidAt).lastDay).toBe('2026-02-24')
    expect(orderHeldUntil({ status: 'completed', paidAt, completedAt: null }, paidAt).lastDay).toBe('2026-02-24')
  })

  test('the query bound agrees with isHeld for a window started by payment, by opening, or not yet', () => {
    for (const now of [new Date('2026-03-29T00:30:00Z'), new Date('2026-10-25T12:00:00Z'), new Date('2026-07-01T21:59:59Z')]) {
      const bound = firstHeldStart(now)
      const before = new Date(bound.getTime() - 1)
      expect(isHeld(openedAtOnce(bound), now), now.toISOString()).toBe(true)
      expect(isHeld(openedAtOnce(before), now), now.toISOString()).toBe(false)
      expect(isHeld({ status: 'completed', paidAt: new Date('2025-01-01T12:00:00Z'), completedAt: bound }, now)).toBe(true)
      expect(isHeld({ status: 'completed', paidAt: new Date('2025-01-01T12:00:00Z'), completedAt: before }, now)).toBe(false)
      expect(isHeld({ status: 'pending', paidAt: new Date('2025-01-01T12:00:00Z'), completedAt: null }, now)).toBe(true)
    }
  })
})

test('the buyer reads the date in Dutch', () => {
  expect(heldUntilText('2026-03-17')).toBe('Je kaarten bewaren we tot 17 maart 2026')
})

describe('the last day and the end of the window around the edges of a day, a month and the clock (decision 022)', () => {
  test.each([
    // [paid at (UTC), last day, window ends (UTC)]
    ['23:30 in Amsterdam in winter (22:30 UTC) is that Amsterdam day', '2026-02-10T22:30:00Z', '2026-03-27', '2026-03-27T23:00:00.000Z'],
    ['23:30 in Amsterdam in summer (21:30 UTC) is that Amsterdam day', '2026-07-15T21:30:00Z', '2026-08-29', '2026-08-29T22:00:00.000Z'],
    ['late in the evening of 20 September, across the autumn change', '2026-09-20T21:45:00Z', '2026-11-04', '2026-11-04T23:00:00.000Z'],
    ['30 November, across the year end', '2026-11-30T12:00:00Z', '2027-01-14', '2027-01-14T23:00:00.000Z'],
    ['31 January at 23:30 in Amsterdam: still 31 January', '2026-01-31T22:30:00Z', '2026-03-17', '2026-03-17T23:00:00.000Z'],
    ['23:30 UTC on 31 January is 00:30 on 1 February in Amsterdam', '2026-01-31T23:30:00Z', '2026-03-18', '2026-03-18T23:00:00.000Z'],
    ['a window that ends on the night the clocks go forward', '2026-02-11T12:00:00Z', '2026-03-28', '2026-03-28T23:00:00.000Z'],
    ['a window that ends on the night the clocks go back', '2026-09-09T12:00:00Z', '2026-10-24', '2026-10-24T22:00:00.000Z'],
  ])('%s', (_name, paidAt, lastDay, endsAt) => {
    const window = heldUntil(new Date(paidAt))
    expect(window.lastDay).toBe(lastDay)
    expect(window.endsAt.toISOString()).toBe(endsAt)
  })

  test('kept at 23:59:59 of the last day in summer time, not at 00:00 the day after', () => {
    const paidAt = new Date('2026-03-01T10:00:00Z') // last day 15 April 2026, summer time
    expect(isHeld(openedAtOnce(paidAt), new Date('2026-04-15T21:59:59Z'))).toBe(true)
    expect(isHeld(openedAtOnce(paidAt), new Date('2026-04-15T22:00:00Z'))).toBe(false)
  })

  test('kept at 23:59:59 of the last day after the autumn change, not at 00:00 the day after', () => {
    const paidAt = new Date('2026-09-20T21:45:00Z') // 23:45 in Amsterdam; last day 4 November 2026, winter time
    expect(isHeld(openedAtOnce(paidAt), new Date('2026-11-04T22:59:59Z'))).toBe(true)
    expect(isHeld(openedAtOnce(paidAt), new Date('2026-11-04T23:00:00Z'))).toBe(false)
  })
})

describe('the fee of a shipping request (product.md 9, decision 022)', () => {
  test('one PostNL fee by destination: 4,95 to the Netherlands, 9,95 to Belgium', () => {
    expect(shippingFeeCents('nederland')).toBe(495)
    expect(shippingFeeCents('belgie')).toBe(995)
  })

  test('is the PostNL rate a checkout pays, so the two never drift apart', () => {
    for (const country of ['nederland', 'belgie'] as const) {
      expect(shippingFeeCents(country)).toBe(shippingCostCents('postnl', country))
    }
  })
})
