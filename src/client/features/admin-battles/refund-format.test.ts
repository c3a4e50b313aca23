import { describe, expect, test } from 'vitest'
import type { Refund } from '#shared/contracts/admin-battles'
import { owedRefunds, refundAmountText, refundReasonLabel, shopRemovalWarning } from './refund-format'

const refund = (id: number, overrides: Partial<Refund> = {}): Refund => ({
  id,
  paymentId: `pay-${id}`,
  amountCents: 1250,
  reason: 'battle_closed',
  battleTitle: 'Zondag Battle',
  spotNumber: 4,
  tiktokUsername: 'anna',
  email: 'anna@example.com',
  createdAt: '2025-03-01T12:00:00.000Z',
  refundedAt: null,
  ...overrides,
})

describe('refund reasons (decision 023)', () => {
  test('each reason in Dutch', () => {
    expect(refundReasonLabel.battle_closed).toBe('Battle was al voorbij')
    expect(refundReasonLabel.late_payment).toBe('Betaling kwam te laat binnen')
    expect(refundReasonLabel.participant_removed).toBe('Deelnemer verwijderd')
  })
})

describe('owedRefunds', () => {
  test('only what is still owed, the longest owed first', () => {
    const owed = owedRefunds([
      refund(1, { createdAt: '2025-03-02T12:00:00.000Z' }),
      refund(2, { refundedAt: '2025-03-03T12:00:00.000Z' }),
      refund(3, { createdAt: '2025-03-01T09:00:00.000Z' }),
    ])
    expect(owed.map((r) => r.id)).toEqual([3, 1])
  })

  test('nothing owed: an empty list', () => {
    expect(owedRefunds([refund(1, { refundedAt: '2025-03-03T12:00:00.000Z' })])).toEqual([])
  })
})

describe('amounts as product.md 9 shows them', () => {
  test('whole euros end in ,-; else two decimals', () => {
    expect(refundAmountText(1250)).toBe('€12,50')
    expect(refundAmountText(1500)).toBe('€15,-')
    expect(refundAmountText(5)).toBe('€0,05')
  })

  test('removing a participant who paid in the shop names the amount to pay back', () => {
    expect(shopRemovalWarning('12.50')).toBe(
      'Deze deelnemer betaalde €12,50 in de winkel. Verwijderen betekent dat je dit bedrag terugbetaalt.',
    )
    expect(shopRemovalWarning('15.00')).toContain('betaalde €15,- in de winkel')
  })
})
