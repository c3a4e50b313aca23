import { expect, test } from 'vitest'
import type { HeldOrder } from '#shared/contracts/shipping'
import { knownShippable } from './known-shippable'

const held = (orderId: number): HeldOrder => ({
  orderId,
  productName: 'Booster Pack – Nachtvlam',
  quantity: 1,
  paidAt: '2026-11-29T10:00:00.000Z',
  lastDay: '2027-01-13',
  opened: false,
})

test('a page with nothing to ship (a failed payment, a Pack Battle spot, not yet loaded) is not listed', () => {
  expect(
    knownShippable([
      { token: 'spot-failed', page: { held: [] } },
      { token: 'loading', page: undefined },
      { token: 'paid', page: { held: [held(7)] } },
    ]),
  ).toEqual([{ token: 'paid', held: [held(7)] }])
})

test('an order two pages reach (an e-mail link and its checkout) is listed once, under the first', () => {
  expect(
    knownShippable([
      { token: 'email', page: { held: [held(7), held(8)] } },
      { token: 'checkout', page: { held: [held(8)] } },
      { token: 'other', page: { held: [held(8), held(9)] } },
    ]),
  ).toEqual([
    { token: 'email', held: [held(7), held(8)] },
    { token: 'other', held: [held(9)] },
  ])
})
