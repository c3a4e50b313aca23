import { expect, test } from 'vitest'
import { orderPagePath, orderStateText, queuePlaceText, spotStateText, waitText } from './order-page'

test('the buyer who is up reads that it is their turn, and no wait', () => {
  expect(queuePlaceText({ buyersAhead: 0, waitMinutes: 0 })).toBe('Jij bent nu aan de beurt')
  expect(waitText({ buyersAhead: 0, waitMinutes: 0 })).toBeUndefined()
})

test('a buyer further back reads the buyers ahead and the estimated wait', () => {
  expect(queuePlaceText({ buyersAhead: 1, waitMinutes: 6 })).toBe('Nog 1 koper voor je')
  expect(queuePlaceText({ buyersAhead: 3, waitMinutes: 12 })).toBe('Nog 3 kopers voor je')
  expect(waitText({ buyersAhead: 3, waitMinutes: 12 })).toBe('Geschatte wachttijd: ongeveer 12 minuten')
})

test('every order state has words the buyer knows', () => {
  const place = { buyersAhead: 2, waitMinutes: 9 }
  expect(orderStateText('awaiting_payment', 'open', null)).toBe('Wacht op betaling')
  expect(orderStateText('pending', 'paid', place)).toBe('Nog 2 kopers voor je')
  expect(orderStateText('completed', 'paid', null)).toBe('Geopend')
  expect(orderStateText('cancelled', 'paid', null)).toBe('Geannuleerd')
  expect(orderStateText('failed', 'failed', null)).toBe('Betaling mislukt')
  expect(orderStateText('failed', 'canceled', null)).toBe('Betaling geannuleerd')
  expect(orderStateText('failed', 'expired', null)).toBe('Betaling verlopen')
})

test('a Pack Battle spot is paid, or waits, or did not go through: it is never queued or opened', () => {
  expect(spotStateText('awaiting_payment', 'open')).toBe('Wacht op betaling')
  expect(spotStateText('completed', 'paid')).toBe('Je plek is betaald')
  expect(spotStateText('failed', 'expired')).toBe('Betaling verlopen')
  expect(spotStateText('failed', 'canceled')).toBe('Betaling geannuleerd')
})

test('an order page lives under /bestelling', () => {
  expect(orderPagePath('abc_-1')).toBe('/bestelling/abc_-1')
})
