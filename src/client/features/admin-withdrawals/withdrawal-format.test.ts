import { expect, test } from 'vitest'
import { decisionText, orderLine, orderStateText } from './withdrawal-format'

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
