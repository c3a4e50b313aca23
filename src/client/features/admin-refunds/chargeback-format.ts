import type { Chargeback } from '#shared/contracts/admin-refunds'
import { formatEuro } from '#shared/domain/money'
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

/** '€ 12,00 van de betaling van € 35,00' when the bank took a part of it; undefined when it took it all. */
export function chargebackPartText(chargeback: Pick<Chargeback, 'amountCents' | 'paymentAmountCents'>): string | undefined {
  if (chargeback.amountCents >= chargeback.paymentAmountCents) return undefined
  return `${formatEuro(chargeback.amountCents)} van de betaling van ${formatEuro(chargeback.paymentAmountCents)}`
}

/**
 * What became of the orders when the bank took a part (decision 052, amended): the shop took them back,
 * and what the bank did not take of them is owed to the buyer. Undefined when nothing is owed for it, and
 * once the chargeback is reversed (the reversal settled it).
 */
export function chargebackOrdersText(chargeback: Pick<Chargeback, 'amountCents' | 'paymentAmountCents' | 'restCents' | 'reversedAt'>): string | undefined {
  if (chargeback.restCents <= 0 || chargeback.reversedAt) return undefined
  return `De bestellingen zijn teruggenomen. De ${formatEuro(chargeback.restCents)} die de bank niet nam, staat bij 'Terug te betalen'.`
}
