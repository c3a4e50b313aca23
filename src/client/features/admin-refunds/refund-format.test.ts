import { describe, expect, test } from 'vitest'
import { refundReasonSchema } from '#shared/contracts/admin-refunds'
import { refund } from './refund-fixture'
import { refundedText, refundPartText, refundReasonLabel } from './refund-format'

// Intl puts a no-break space between the sign and the amount.
const nbsp = (text: string | undefined) => text?.replace(/\u00a0/g, ' ')

describe('refund reasons (decision 023, 028)', () => {
  test('each reason in Dutch', () => {
    expect(refundReasonLabel.battle_closed).toBe('Battle was al voorbij')
    expect(refundReasonLabel.late_payment).toBe('Betaling kwam te laat binnen')
    expect(refundReasonLabel.participant_removed).toBe('Deelnemer verwijderd')
    expect(refundReasonLabel.battle_deleted).toBe('Battle verwijderd')
    expect(refundReasonLabel.order_cancelled).toBe('Bestelling geannuleerd')
  })

  test('every reason the server may send has a label', () => {
    for (const reason of refundReasonSchema.options) expect(refundReasonLabel[reason]).toBeTruthy()
  })
})

describe('a part of the amount', () => {
  test('is named while it is paid back and once it is', () => {
    expect(nbsp(refundPartText(refund(1, { status: 'pending', refundCents: 500 })))).toBe('€ 5,00 wordt terugbetaald')
    expect(nbsp(refundPartText(refund(1, { status: 'refunded', refundCents: 500 })))).toBe('€ 5,00 terugbetaald')
  })

  test('the whole amount, or nothing started, needs no extra line', () => {
    expect(refundPartText(refund(1, { status: 'pending', refundCents: 1250 }))).toBeUndefined()
    expect(refundPartText(refund(1))).toBeUndefined()
  })
})

describe('when it was paid back', () => {
  test('through the provider, or ticked off by the seller', () => {
    expect(refundedText(refund(1, { refundedAt: '2025-03-03T09:00:00.000Z', provider: 'mollie' }))).toBe(
      'Terugbetaald op 3 mrt 2025, 10:00',
    )
    expect(refundedText(refund(1, { refundedAt: '2025-03-03T09:00:00.000Z', provider: 'manual' }))).toBe(
      'Terugbetaald op 3 mrt 2025, 10:00 (zelf afgevinkt)',
    )
  })
})
