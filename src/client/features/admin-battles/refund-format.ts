import { formatDecimalEurosShort } from '#shared/domain/money'

/**
 * decision 023: what removing a participant who paid in the shop means, asked before it is done. The
 * amount is the battle's price per spot, as the buyer paid it. The refunds themselves are the
 * 'Terugbetalingen' page's (features/admin-refunds, decision 028).
 */
export function shopRemovalWarning(pricePerSpot: string): string {
  return `Deze deelnemer betaalde ${formatDecimalEurosShort(pricePerSpot)} in de winkel. Verwijderen betekent dat je dit bedrag terugbetaalt.`
}
