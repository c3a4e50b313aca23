import type { Chargeback } from '#shared/contracts/admin-refunds'
import { formatInShopTime } from '#shared/domain/shop-time'

/** A chargeback as the seller reads it under 'Terugboekingen' (decision 052). */

/** The bank's reason as the provider passed it on ('AC04: Rekening opgeheven'), or that it gave none. */
export function chargebackReasonText(reason: Chargeback['reason']): string {
  const given = reason?.trim()
  return given ? `Reden van de bank: ${given}` : 'Geen reden opgegeven'
}

/** 'Teruggeboekt op 3 mrt 2025, 10:00'. */
export function chargedBackOnText(chargeback: Pick<Chargeback, 'chargedBackAt'>): string {
  return `Teruggeboekt op ${formatInShopTime(chargeback.chargedBackAt, 'moment')}`
}

/**
 * 'Teruggedraaid op 9 mrt 2025, 10:00': the bank gave the payment back (the seller won the dispute),
 * and the shop restored what it could. Undefined while the bank keeps it.
 */
export function reversedOnText(chargeback: Pick<Chargeback, 'reversedAt'>): string | undefined {
  return chargeback.reversedAt ? `Teruggedraaid op ${formatInShopTime(chargeback.reversedAt, 'moment')}` : undefined
}
