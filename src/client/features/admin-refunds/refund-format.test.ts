import { describe, expect, test } from 'vitest'
import { refundReasonSchema } from '#shared/contracts/admin-refunds'
import { attempt, refund } from './refund-fixture'
import {
  attemptLine,
  attemptStatusLabel,
  awaitingProviderText,
  refundAmountsText,
  refundedText,
  refundReasonLabel,
  showsAttempts,
} from './refund-format'

// Intl puts a no-break space between the sign and the amount.
const nbsp = (text: string | undefined) => text?.replace(/\u00a0/g, ' ')

describe('refund reasons (decision 023, 028, 052)', () => {
  test('each reason in Dutch', () => {
    expect(refundReasonLabel.battle_closed).toBe('Battle was al voorbij')
    expect(refundReasonLabel.late_payment).toBe('Betaling kwam te laat binnen')
    expect(refundReasonLabel.participant_removed).toBe('Deelnemer verwijderd')
    expect(refundReasonLabel.battle_deleted).toBe('Battle verwijderd')
    expect(refundReasonLabel.order_cancelled).toBe('Bestelling geannuleerd')
    expect(refundReasonLabel.chargeback_reversed).toBe('Terugboeking door de bank teruggedraaid')
    expect(refundReasonLabel.refunded_at_provider).toBe('Terugbetaald bij de betaalprovider')
  })

  test('every reason the server may send has a label', () => {
    for (const reason of refundReasonSchema.options) expect(refundReasonLabel[reason]).toBeTruthy()
  })
})

describe('where the money owed stands (decision 052)', () => {
  // € 154,90 owed: € 50,50 paid back, the rest owed.
  const owed = { amountCents: 15490, refundedCents: 0, inFlightCents: 0, chargedBackCents: 0, remainingCents: 15490 }

  test('a part paid back names what went back and what is still open', () => {
    expect(nbsp(refundAmountsText({ ...owed, refundedCents: 5050, remainingCents: 10440 }))).toBe(
      '€ 50,50 terugbetaald · € 104,40 nog open',
    )
  })

  test('a part on its way is named while it is paid back, with the rest', () => {
    expect(nbsp(refundAmountsText(refund(1, { status: 'pending', inFlightCents: 500, remainingCents: 750 })))).toBe(
      '€ 5,00 onderweg · € 7,50 nog open',
    )
    expect(nbsp(refundAmountsText({ ...owed, refundedCents: 5050, inFlightCents: 10440, remainingCents: 0 }))).toBe(
      '€ 50,50 terugbetaald · € 104,40 onderweg',
    )
  })

  test('what the bank returned instead is named apart from what the shop paid back', () => {
    expect(nbsp(refundAmountsText({ ...owed, refundedCents: 5050, chargedBackCents: 10440, remainingCents: 0 }))).toBe(
      '€ 50,50 terugbetaald · € 104,40 teruggeboekt door de bank',
    )
  })

  test('nothing moved yet, or all of it in one way, needs no extra line', () => {
    expect(refundAmountsText(refund(1))).toBeUndefined()
    expect(refundAmountsText(refund(1, { status: 'pending', inFlightCents: 1250, remainingCents: 0 }))).toBeUndefined()
    expect(refundAmountsText(refund(1, { status: 'refunded', refundedCents: 1250, remainingCents: 0 }))).toBeUndefined()
    expect(refundAmountsText(refund(1, { status: 'charged_back', chargedBackCents: 1250, remainingCents: 0 }))).toBeUndefined()
  })
})

describe('an attempt waiting for the provider’s word (decision 052)', () => {
  test('says the shop asks the provider itself, by its name when it is Mollie', () => {
    expect(awaitingProviderText('mollie')).toBe('Wacht op antwoord van Mollie — de shop vraagt het na')
    expect(awaitingProviderText('demo')).toBe('Wacht op antwoord van de betaalprovider — de shop vraagt het na')
  })
})

describe('the attempts of a refund', () => {
  test('each state in Dutch', () => {
    expect(attemptStatusLabel).toEqual({ unknown: 'geen antwoord', pending: 'onderweg', refunded: 'terugbetaald', failed: 'mislukt' })
  })

  test('one line each: amount, state and when', () => {
    expect(nbsp(attemptLine(attempt(1, { amountCents: 5050, createdAt: '2025-03-02T12:00:00.000Z' })))).toBe(
      '€ 50,50 terugbetaald · 2 mrt 2025, 13:00',
    )
  })

  test('are listed when there is more than one, or one failed; a single one that went is the state itself', () => {
    expect(showsAttempts(refund(1, { attempts: [attempt(1, { amountCents: 5050 }), attempt(2, { amountCents: 10440, status: 'pending' })] }))).toBe(true)
    expect(showsAttempts(refund(1, { status: 'failed', attempts: [attempt(1, { status: 'failed', lastError: 'Insufficient balance' })] }))).toBe(true)
    expect(showsAttempts(refund(1, { status: 'refunded', attempts: [attempt(1)] }))).toBe(false)
    expect(showsAttempts(refund(1))).toBe(false)
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
