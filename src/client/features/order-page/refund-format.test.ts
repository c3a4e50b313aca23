import { expect, test } from 'vitest'
import { paymentRefundReasonText, refundNote } from './refund-format'

/** Nothing back yet, as the order page reads a refund before any of it went. */
const none = { refundedCents: 0 }

test('each state of the money coming back says when and how it arrives, within the 5 working days of the refund policy', () => {
  expect(refundNote({ ...none, state: 'owed' })).toBe('Je krijgt het bedrag binnen 5 werkdagen terug, op dezelfde manier als je hebt betaald.')
  expect(refundNote({ ...none, state: 'pending' })).toContain('onderweg naar de rekening waarmee je hebt betaald')
  expect(refundNote({ ...none, state: 'pending' })).toContain('tot 5 werkdagen')
  expect(refundNote({ state: 'refunded', refundedCents: 1250 })).toBe('Het bedrag is teruggestort op de rekening waarmee je hebt betaald.')
})

test('with a part paid back, the note speaks of the rest (decision 052)', () => {
  expect(refundNote({ state: 'owed', refundedCents: 5050 })).toBe('Je krijgt de rest binnen 5 werkdagen terug, op dezelfde manier als je hebt betaald.')
  expect(refundNote({ state: 'pending', refundedCents: 5050 })).toMatch(/^De rest is onderweg naar de rekening waarmee je hebt betaald\./)
})

test('money the buyer’s bank returned (a chargeback) is not promised a second time', () => {
  expect(refundNote({ ...none, state: 'charged_back' })).toBe(
    'Je bank heeft het bedrag al aan je teruggeboekt. Je krijgt het daarom niet nog een keer van de verkoper terug.',
  )
})

test('a whole payment coming back says why: paid late, a Pack Battle spot that could not be kept, a shipping request cancelled', () => {
  expect(paymentRefundReasonText.late_payment).toBe('Je betaling kwam binnen nadat je reservering was verlopen.')
  expect(paymentRefundReasonText.battle_closed).toContain('Pack Battle was gesloten')
  expect(paymentRefundReasonText.battle_deleted).toBe('De Pack Battle is geannuleerd.')
  expect(paymentRefundReasonText.shipment_cancelled).toBe('De verkoper heeft je verzending geannuleerd voordat het pakket is verstuurd.')
  expect(paymentRefundReasonText.chargeback_reversed).toContain('teruggeboekt')
  expect(paymentRefundReasonText.refunded_at_provider).toContain('teruggestort')
})
