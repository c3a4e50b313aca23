import { describe, expect, test } from 'vitest'
import { countryName, earnedPoints, orderTitle, pointsLabel, shippingMethodLabel } from './order-format'

describe('shipping', () => {
  test('methods use the checkout’s labels', () => {
    expect(shippingMethodLabel('live')).toBe('Live opening')
    expect(shippingMethodLabel('postnl')).toBe('PostNL met track & trace')
    expect(shippingMethodLabel('koerier')).toBe('koerier')
  })

  test('countries are spelled out', () => {
    expect(countryName('nederland')).toBe('Nederland')
    expect(countryName('belgie')).toBe('België')
    expect(countryName('duitsland')).toBe('duitsland')
  })
})

test('points read naturally for one and for many', () => {
  expect(pointsLabel(1)).toBe('1 punt')
  expect(pointsLabel(0)).toBe('0 punten')
  expect(pointsLabel(149)).toBe('149 punten')
})

describe('what an order bought, as its line names it', () => {
  const product = { name: 'Booster Box – Nachtvlam', imageUrl: '/box.png', price: 12_999 }
  const line = { productName: 'Booster Box – Nachtvlam', prize: false }

  test('a product by its name as it is now', () => {
    expect(orderTitle({ ...line, product, battleSpot: null })).toBe('Booster Box – Nachtvlam')
  })

  test("a Pack Battle spot by its battle and spot, never 'Product niet gevonden' (it has no product)", () => {
    expect(orderTitle({ ...line, product: null, battleSpot: { battleTitle: 'Zondag', spotNumber: 4 } })).toBe('Pack Battle "Zondag", plek 4')
  })

  test("a battle winner's prize by its name at purchase: the battle and its cards (decision 028)", () => {
    const prize = { product: null, battleSpot: null, prize: true, productName: 'Pack Battle "Zondag": Booster Box – Nachtvlam' }
    expect(orderTitle(prize)).toBe('Pack Battle "Zondag": Booster Box – Nachtvlam')
  })

  test("a deleted product has no name here: the list says 'Product niet gevonden'", () => {
    expect(orderTitle({ ...line, product: null, battleSpot: null })).toBeUndefined()
  })
})

test('an order shows points only while they count: paid, not cancelled, not taken back by the bank', () => {
  const paid = { status: 'completed', paidAt: '2026-11-01T10:00:00Z', chargedBack: false, points: 54 } as const
  expect(earnedPoints(paid)).toBe(54)
  expect(earnedPoints({ ...paid, status: 'pending' })).toBe(54)
  expect(earnedPoints({ ...paid, status: 'failed', paidAt: null })).toBeUndefined()
  expect(earnedPoints({ ...paid, status: 'cancelled' })).toBeUndefined()
  expect(earnedPoints({ ...paid, chargedBack: true })).toBeUndefined()
})
