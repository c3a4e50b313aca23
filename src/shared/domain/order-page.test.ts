import { expect, test } from 'vitest'
import { orderPagePath, orderStateText, orderWithdrawalText, queuePlaceText, spotStateText, waitText } from './order-page'

test('while the stream is live, the buyer who is up reads that it is their turn, and no wait', () => {
  expect(queuePlaceText({ buyersAhead: 0, waitMinutes: 0 }, true)).toBe('Jij bent nu aan de beurt')
  expect(waitText({ buyersAhead: 0, waitMinutes: 0 }, true)).toBeNull()
})

test('while the stream is live, a buyer further back reads the buyers ahead and the estimated wait', () => {
  expect(queuePlaceText({ buyersAhead: 1, waitMinutes: 6 }, true)).toBe('Nog 1 koper voor je')
  expect(queuePlaceText({ buyersAhead: 3, waitMinutes: 12 }, true)).toBe('Nog 3 kopers voor je')
  expect(waitText({ buyersAhead: 3, waitMinutes: 12 }, true)).toBe('Geschatte wachttijd: ongeveer 12 minuten')
})

test('while the stream is offline, nobody is up now and no minutes are promised', () => {
  expect(queuePlaceText({ buyersAhead: 0, waitMinutes: 0 }, false)).toBe('Je bent als eerste aan de beurt zodra de stream begint')
  expect(waitText({ buyersAhead: 0, waitMinutes: 0 }, false)).toBeNull()
  expect(queuePlaceText({ buyersAhead: 2, waitMinutes: 6 }, false)).toBe('Nog 2 kopers voor je')
  expect(waitText({ buyersAhead: 2, waitMinutes: 6 }, false)).toBe('Zodra de stream begint, zie je hier je geschatte wachttijd.')
  expect(orderStateText('pending', 'paid', { buyersAhead: 0, waitMinutes: 0 }, false)).toBe(
    'Je bent als eerste aan de beurt zodra de stream begint',
  )
})

test('every order state has words the buyer knows', () => {
  const place = { buyersAhead: 2, waitMinutes: 9 }
  expect(orderStateText('awaiting_payment', 'open', null, true)).toBe('Wacht op betaling')
  expect(orderStateText('pending', 'paid', place, true)).toBe('Nog 2 kopers voor je')
  expect(orderStateText('pending', 'paid', { buyersAhead: 0, waitMinutes: 0 }, true)).toBe('Jij bent nu aan de beurt')
  expect(orderStateText('completed', 'paid', null, true)).toBe('Geopend')
  expect(orderStateText('cancelled', 'paid', null, true)).toBe('Geannuleerd')
  expect(orderStateText('failed', 'failed', null, true)).toBe('Betaling mislukt')
  expect(orderStateText('failed', 'canceled', null, true)).toBe('Betaling geannuleerd')
  expect(orderStateText('failed', 'expired', null, true)).toBe('Betaling verlopen')
})

test('an order the buyer’s bank took the payment of back reads so, not as a payment that failed (decision 052)', () => {
  expect(orderStateText('failed', 'charged_back', null, true)).toBe('Betaling teruggeboekt door je bank')
  expect(spotStateText('failed', 'charged_back')).toBe('Betaling teruggeboekt door je bank')
  // Opened before the bank took it back: the pack was opened all the same.
  expect(orderStateText('completed', 'charged_back', null, true)).toBe('Geopend')
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

test('a withdrawal reads with when it was received, in shop time, and what the seller decided (decision 055)', () => {
  const receivedAt = '2026-06-03T01:52:00Z'
  expect(orderWithdrawalText({ receivedAt, decision: 'open', decidedAt: null, refusalReason: null })).toBe(
    'Herroeping ontvangen op 3 juni 2026 om 03:52. De verkoper beslist erover en laat het je per e-mail weten.',
  )
  expect(orderWithdrawalText({ receivedAt, decision: 'granted', decidedAt: '2026-06-04T08:00:00Z', refusalReason: null })).toBe(
    'Herroeping ontvangen op 3 juni 2026 om 03:52. Toegekend op 4 juni 2026.',
  )
  expect(orderWithdrawalText({ receivedAt, decision: 'refused', decidedAt: '2026-06-04T08:00:00Z', refusalReason: 'Al verzonden.' })).toBe(
    'Herroeping ontvangen op 3 juni 2026 om 03:52. Geweigerd op 4 juni 2026: Al verzonden.',
  )
})
