import type { Refund, RefundAttempt, RefundReason } from '#shared/contracts/admin-refunds'
import { formatEuro } from '#shared/domain/money'
import { formatInShopTime } from '#shared/domain/shop-time'

/** decision 023, 028, 036, 039 and 052: why money is owed back, as the seller reads it. */
export const refundReasonLabel: Record<RefundReason, string> = {
  battle_closed: 'Battle was al voorbij',
  late_payment: 'Betaling kwam te laat binnen',
  participant_removed: 'Deelnemer verwijderd',
  battle_deleted: 'Battle verwijderd',
  order_cancelled: 'Bestelling geannuleerd',
  shipment_cancelled: 'Verzending geannuleerd',
  withdrawal: 'Herroeping',
  chargeback_reversed: 'Terugboeking door de bank teruggedraaid',
  chargeback_rest: 'Rest van een gedeeltelijke terugboeking',
  refunded_at_provider: 'Terugbetaald bij de betaalprovider',
}

type Amounts = Pick<Refund, 'amountCents' | 'refundedCents' | 'inFlightCents' | 'chargedBackCents' | 'remainingCents'>

/**
 * Where the money owed stands once some of it has moved (decision 052): '€ 50,50 terugbetaald · € 104,40
 * nog open', '€ 5,00 onderweg · € 7,50 nog open', '€ 12,50 teruggeboekt door de bank'. Undefined while
 * nothing has moved, and when all of it moved in one way: the amount and the refund's state say it then.
 */
export function refundAmountsText(refund: Amounts): string | undefined {
  const parts: [number, string][] = [
    [refund.refundedCents, 'terugbetaald'],
    [refund.inFlightCents, 'onderweg'],
    [refund.chargedBackCents, 'teruggeboekt door de bank'],
  ]
  const moved = parts.filter(([cents]) => cents > 0)
  if (moved.length === 0) return undefined
  if (moved.length === 1 && moved[0]?.[0] === refund.amountCents) return undefined
  if (refund.remainingCents > 0) moved.push([refund.remainingCents, 'nog open'])
  return moved.map(([cents, what]) => `${formatEuro(cents)} ${what}`).join(' · ')
}

/**
 * Why 'Terugbetalen' is not offered while an attempt waits for the provider's word (decision 052): the
 * shop asks the provider itself, and only its answer says what is left to pay back.
 */
export function awaitingProviderText(provider: Refund['provider']): string {
  return `Wacht op antwoord van ${provider === 'mollie' ? 'Mollie' : 'de betaalprovider'} — de shop vraagt het na`
}

/** An attempt's state in the seller's words. */
export const attemptStatusLabel: Record<RefundAttempt['status'], string> = {
  unknown: 'geen antwoord',
  pending: 'onderweg',
  refunded: 'terugbetaald',
  failed: 'mislukt',
}

/**
 * Whether the card lists its attempts: when there is more to learn from them than its state tells,
 * that is more than one, or one that failed. A single attempt that went or is on its way says nothing new.
 */
export function showsAttempts(refund: Pick<Refund, 'attempts'>): boolean {
  return refund.attempts.length > 1 || refund.attempts.some((attempt) => attempt.status === 'failed')
}

/** One attempt on a line: '€ 50,50 terugbetaald · 2 mrt 2025, 13:00'. The provider's error goes beneath it. */
export function attemptLine(attempt: Pick<RefundAttempt, 'amountCents' | 'status' | 'createdAt'>): string {
  return `${formatEuro(attempt.amountCents)} ${attemptStatusLabel[attempt.status]} · ${formatInShopTime(attempt.createdAt, 'moment')}`
}

/** When a refund went through, and how: 'Terugbetaald op 3 mrt 2025, 10:00', '… (zelf afgevinkt)'. */
export function refundedText(refund: Pick<Refund, 'refundedAt' | 'provider'>): string {
  const when = refund.refundedAt ? ` op ${formatInShopTime(refund.refundedAt, 'moment')}` : ''
  return `Terugbetaald${when}${refund.provider === 'manual' ? ' (zelf afgevinkt)' : ''}`
}

/** A refund the bank settled instead (decision 052): the buyer has the money back through a chargeback. */
export const chargedBackText = 'Teruggeboekt door de bank'
