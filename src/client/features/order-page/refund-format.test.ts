import { expect, test } from 'vitest'
import { paymentRefundReasonText, refundNote } from './refund-format'

test('each state of the money coming back says when and how it arrives, within the 5 working days of the refund policy', () => {
  expect(refundNote('owed')).toBe('Je krijgt het bedrag binnen 5 werkdagen terug, op dezelfde manier als je hebt betaald.')
  expect(refundNote('pending')).toContain('onderweg naar de rekening waarmee je hebt betaald')
  expect(refundNote('pending')).toContain('tot 5 werkdagen')
  expect(refundNote('refunded')).toBe('Het bedrag is teruggestort op de rekening waarmee je hebt betaald.')
})

test('a whole payment coming back says why: paid late, a Pack Battle spot that could not be kept, a shipping request cancelled', () => {
  expect(paymentRefundReasonText.late_payment).toBe('Je betaling kwam binnen nadat je reservering was verlopen.')
  expect(paymentRefundReasonText.battle_closed).toContain('Pack Battle was gesloten')
  expect(paymentRefundReasonText.battle_deleted).toBe('De Pack Battle is geannuleerd.')
  expect(paymentRefundReasonText.shipment_cancelled).toBe('De verkoper heeft je verzending geannuleerd voordat het pakket is verstuurd.')
})
