import type { FakeMollieChargeback } from './fake-mollie-resources'
import type { MollieStore } from './fake-mollie-store'

// A test's chargebacks at the fake Mollie: a bank takes a paid payment's money back, and may give it back.
// Mollie leaves the payment 'paid' through both; its amountChargedBack and amountRemaining tell.

export type ChargebackOptions = {
  /** What the bank takes back; by default all that remains (amount − refunded − charged back). */
  amountCents?: number
  /** The bank's reason; null by default, as Mollie gives one only for SEPA Direct Debit chargebacks. */
  reason?: { code: string; description: string }
}

export function chargeBack(store: MollieStore, paymentId: string, options: ChargebackOptions = {}): FakeMollieChargeback {
  const payment = store.getPayment(paymentId)
  if (payment.status !== 'paid') throw new Error(`fake Mollie: payment ${paymentId} is ${payment.status}, only a paid payment can be charged back`)
  const remaining = store.remainingCents(payment)
  const cents = options.amountCents ?? remaining
  if (!Number.isInteger(cents) || cents < 1) {
    throw new Error(`fake Mollie: a chargeback of payment ${paymentId} needs a whole number of cents above zero (${remaining} remain)`)
  }
  // A bank takes back at most what the seller still holds of the payment; more would break the ledger
  // (decision 052) that tests check at the shop and at this fake alike.
  if (cents > remaining) throw new Error(`fake Mollie: ${cents} cents cannot be charged back of payment ${paymentId}: ${remaining} remain`)
  return store.addChargeback(payment, cents, options.reason ?? null)
}

/** The chargeback is reversed: its money is the seller's again, and refundable again. */
export function reverseChargeback(store: MollieStore, chargebackId: string): FakeMollieChargeback {
  const chargeback = store.chargebacks.get(chargebackId)
  if (!chargeback) throw new Error(`fake Mollie: no chargeback ${chargebackId}`)
  if (chargeback.reversedAt !== null) throw new Error(`fake Mollie: chargeback ${chargebackId} was already reversed`)
  chargeback.reversedAt = new Date().toISOString()
  store.settle(store.getPayment(chargeback.paymentId))
  return chargeback
}

