import type { Refund } from '#shared/contracts/admin-battles'
import { centsToDecimalEuros, formatDecimalEurosShort } from '#shared/domain/money'

/** decision 023: why a spot paid in the shop must be paid back, as the seller reads it. */
export const refundReasonLabel: Record<Refund['reason'], string> = {
  battle_closed: 'Battle was al voorbij',
  late_payment: 'Betaling kwam te laat binnen',
  participant_removed: 'Deelnemer verwijderd',
}

/** Refunds the seller still owes, the longest owed first (product.md 9: handled within 5 working days). */
export function owedRefunds(refunds: readonly Refund[]): Refund[] {
  return refunds
    .filter((refund) => refund.refundedAt === null)
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id)
}

/** A refund's amount as the battle's prices show (product.md 9): '€12,50', '€15,-'. */
export function refundAmountText(amountCents: number): string {
  return formatDecimalEurosShort(centsToDecimalEuros(amountCents))
}

/**
 * decision 023: what removing a participant who paid in the shop means, asked before it is done. The
 * amount is the battle's price per spot, as the buyer paid it.
 */
export function shopRemovalWarning(pricePerSpot: string): string {
  return `Deze deelnemer betaalde ${formatDecimalEurosShort(pricePerSpot)} in de winkel. Verwijderen betekent dat je dit bedrag terugbetaalt.`
}
