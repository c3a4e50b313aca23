import { describe, expect, test } from 'vitest'
import type { Refund } from '#shared/contracts/admin-refunds'
import { refund } from './refund-fixture'
import { groupRefunds } from './refund-groups'

const ids = (refunds: Refund[]) => refunds.map((r) => r.id)

describe("the groups of the 'Terugbetalingen' page (decisions 028, 052)", () => {
  test("'Terug te betalen' holds the owed and the failed, the longest owed first", () => {
    const { open } = groupRefunds([
      refund(1, { createdAt: '2025-03-02T12:00:00.000Z' }),
      refund(2, { status: 'refunded', refundedAt: '2025-03-03T12:00:00.000Z' }),
      refund(3, { createdAt: '2025-03-01T09:00:00.000Z', status: 'failed', lastError: 'Insufficient balance' }),
      refund(4, { status: 'pending' }),
    ])
    expect(ids(open)).toEqual([3, 1])
  })

  test("a refund paid back in part, the rest not on its way, stays under 'Terug te betalen'", () => {
    const { open, pending, done } = groupRefunds([
      refund(1, { status: 'owed', refundedCents: 500, remainingCents: 750 }),
      refund(2, { status: 'failed', refundedCents: 500, remainingCents: 750, lastError: 'Insufficient balance' }),
    ])
    expect(ids(open)).toEqual([1, 2])
    expect(pending).toEqual([])
    expect(done).toEqual([])
  })

  test('refunds owed since the same moment keep the order of their ids', () => {
    expect(ids(groupRefunds([refund(9), refund(5)]).open)).toEqual([5, 9])
  })

  test("'Bezig' holds the started ones, the first started first", () => {
    const { pending } = groupRefunds([
      refund(1, { status: 'pending', startedAt: '2025-03-04T12:00:00.000Z' }),
      refund(2, { status: 'pending', startedAt: '2025-03-02T12:00:00.000Z' }),
      refund(3),
    ])
    expect(ids(pending)).toEqual([2, 1])
  })

  test("'Bezig' holds one waiting for the provider's word, with the ones on their way", () => {
    const { open, pending } = groupRefunds([refund(1, { status: 'pending', awaitingProvider: true, inFlightCents: 1250, remainingCents: 0 })])
    expect(ids(pending)).toEqual([1])
    expect(open).toEqual([])
  })

  test("'Terugbetaald' lists the most recently paid back first", () => {
    const { done } = groupRefunds([
      refund(1, { status: 'refunded', refundedAt: '2025-03-02T12:00:00.000Z' }),
      refund(2, { status: 'refunded', refundedAt: '2025-03-05T12:00:00.000Z' }),
      refund(3, { status: 'refunded', refundedAt: '2025-03-03T12:00:00.000Z' }),
    ])
    expect(ids(done)).toEqual([2, 3, 1])
  })

  test("what the bank returned instead (charged back) is done too, by the day it was owed", () => {
    const { open, pending, done } = groupRefunds([
      refund(1, { status: 'refunded', refundedAt: '2025-03-02T12:00:00.000Z' }),
      refund(2, { status: 'charged_back', chargedBackCents: 1250, remainingCents: 0, createdAt: '2025-03-04T12:00:00.000Z' }),
    ])
    expect(ids(done)).toEqual([2, 1])
    expect(open).toEqual([])
    expect(pending).toEqual([])
  })

  test('nothing owed: an empty list', () => {
    const groups = groupRefunds([refund(1, { status: 'refunded', refundedAt: '2025-03-03T12:00:00.000Z' })])
    expect(groups.open).toEqual([])
    expect(groups.pending).toEqual([])
  })

  test('the list as read is left as it was', () => {
    const list = [refund(2, { createdAt: '2025-03-02T12:00:00.000Z' }), refund(1)]
    groupRefunds(list)
    expect(ids(list)).toEqual([2, 1])
  })
})
