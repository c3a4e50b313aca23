import { describe, expect, test } from 'vitest'
import type { Refund } from '#shared/contracts/admin-refunds'
import { refund } from './refund-fixture'
import { groupRefunds } from './refund-groups'

const ids = (refunds: Refund[]) => refunds.map((r) => r.id)

describe("the groups of the 'Terugbetalingen' page (decision 028)", () => {
  test("'Terug te betalen' holds the owed and the failed, the longest owed first", () => {
    const { open } = groupRefunds([
      refund(1, { createdAt: '2025-03-02T12:00:00.000Z' }),
      refund(2, { status: 'refunded', refundedAt: '2025-03-03T12:00:00.000Z' }),
      refund(3, { createdAt: '2025-03-01T09:00:00.000Z', status: 'failed', lastError: 'Insufficient balance' }),
      refund(4, { status: 'pending' }),
    ])
    expect(ids(open)).toEqual([3, 1])
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

  test("'Terugbetaald' lists the most recently paid back first", () => {
    const { refunded } = groupRefunds([
      refund(1, { status: 'refunded', refundedAt: '2025-03-02T12:00:00.000Z' }),
      refund(2, { status: 'refunded', refundedAt: '2025-03-05T12:00:00.000Z' }),
      refund(3, { status: 'refunded', refundedAt: '2025-03-03T12:00:00.000Z' }),
    ])
    expect(ids(refunded)).toEqual([2, 3, 1])
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
