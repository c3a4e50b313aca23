import { expect, test } from 'vitest'
import {
  decisionText,
  grantText,
  OPENED_REASON,
  orderLine,
  orderStateText,
  parcelLetGoText,
  refusalReasonToStart,
  statedBeforeOpeningText,
} from './withdrawal-format'

test('an order reads with its quantity and amount, and its state says whether the pack was opened', () => {
  const plain = (text: string) => text.replaceAll('\u00a0', ' ')
  expect(plain(orderLine({ productName: 'Booster Pack – Stormkust', quantity: 2, unitPriceCents: 549 }))).toBe('2× Booster Pack – Stormkust (€ 10,98)')
  expect(plain(orderLine({ productName: 'Booster Box', quantity: 1, unitPriceCents: 12_999 }))).toBe('Booster Box (€ 129,99)')
  expect(orderStateText('pending')).toBe('Nog niet geopend')
  expect(orderStateText('completed')).toBe('Geopend of verzonden')
})

test('a decision reads with its moment in Amsterdam time; an open one reads nothing', () => {
  expect(decisionText({ decision: 'granted', decidedAt: '2026-11-27T23:55:00Z' })).toBe('Toegekend op 28 nov 2026, 00:55')
  expect(decisionText({ decision: 'refused', decidedAt: '2026-07-01T12:05:00Z' })).toBe('Geweigerd op 1 jul 2026, 14:05')
  expect(decisionText({ decision: 'open', decidedAt: null })).toBeUndefined()
})

test('the grant dialog names the amount the server says it owes, shipping included; an order already cancelled only closes', () => {
  const plain = (text: string) => text.replaceAll('\u00a0', ' ')
  const order = { productName: 'Booster Pack – Stormkust', quantity: 2, unitPriceCents: 549, status: 'pending', owedCents: 1_793 }
  expect(plain(grantText({ name: 'Fenna' }, order))).toBe(
    '2× Booster Pack – Stormkust (€ 10,98): de bestelling wordt geannuleerd en € 17,93 komt bij Terugbetalingen. Fenna krijgt een e-mail. Dit kan niet ongedaan worden gemaakt.',
  )
  expect(plain(grantText({ name: 'Fenna' }, { ...order, status: 'cancelled', owedCents: 0 }))).toContain('De herroeping wordt gesloten, zonder e-mail.')
})

test('a grant that emptied a PostNL parcel says not to send it nor use its label; one that left it says to take the order out', () => {
  expect(parcelLetGoText({ reference: 'V1042', cancelled: true })).toBe(
    'Pakket V1042 is geannuleerd: er zit niets anders meer in. Verstuur het niet en gebruik geen label dat je er al voor maakte.',
  )
  expect(parcelLetGoText({ reference: 'V1042', cancelled: false })).toBe(
    'De bestelling gaat niet meer mee in pakket V1042. Heb je al ingepakt, haal haar er dan uit; het pakket gaat verder zoals het is.',
  )
})

test('Weigeren starts with the opened-pack reason only when the opening came before the statement (decision 055)', () => {
  const openedFirst = { status: 'completed', openedAt: '2026-06-03T01:40:00Z', statedAt: '2026-06-03T01:52:00Z' }
  const statedFirst = { status: 'completed', openedAt: '2026-06-03T01:54:00Z', statedAt: '2026-06-03T01:52:00Z' }
  const waiting = { status: 'pending', openedAt: null, statedAt: '2026-06-03T01:52:00Z' }
  expect(refusalReasonToStart(openedFirst)).toBe(OPENED_REASON)
  expect(refusalReasonToStart(statedFirst)).toBe('')
  expect(refusalReasonToStart(waiting)).toBe('')
  expect(statedBeforeOpeningText(openedFirst)).toBeUndefined()
  expect(statedBeforeOpeningText(waiting)).toBeUndefined()
  expect(statedBeforeOpeningText(statedFirst)).toBe(
    'Let op: de herroeping kwam binnen op 3 jun 2026, 03:52, vóór je het pack om 03:54 afrondde. Weigeren omdat het pack geopend is, klopt dan niet.',
  )
  // Opened on a later day: the day is said.
  expect(statedBeforeOpeningText({ ...statedFirst, openedAt: '2026-06-04T18:00:00Z' })).toBe(
    'Let op: de herroeping kwam binnen op 3 jun 2026, 03:52, vóór je het pack op 4 jun 2026, 20:00 afrondde. Weigeren omdat het pack geopend is, klopt dan niet.',
  )
})
