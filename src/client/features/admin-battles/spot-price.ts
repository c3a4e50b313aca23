// The same rule as formatSpotPrice in features/battles/battle-format.ts, which this feature may not
// import (one feature never imports another). Both belong in shared/domain/battle-price.ts.

const wholeEuros = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 })
const euros = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** '15.00' -> 1500, read as text so no float rounding creeps in; undefined if not an amount. */
function toCents(decimal: string): number | undefined {
  const match = /^\s*(\d+)(?:\.(\d*))?\s*$/.exec(decimal)
  if (!match) return undefined
  const [, whole = '0', fraction = ''] = match
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'))
  return Number(fraction[2] ?? '0') >= 5 ? cents + 1 : cents
}

/** SPEC 9: a spot's price: '15.00' -> '€15,-', '12.5' -> '€12,50'. */
export function formatSpotPrice(pricePerSpot: string): string {
  const cents = toCents(pricePerSpot)
  if (cents === undefined) return `€${pricePerSpot.trim()}`
  if (cents % 100 === 0) return `€${wholeEuros.format(cents / 100)},-`
  return `€${euros.format(cents / 100)}`
}

/** The stored '15.00' as the admin types it in the form: '15,00' (SPEC 5 accepts the comma). */
export function spotPriceInput(pricePerSpot: string): string {
  return pricePerSpot.trim().replace('.', ',')
}
