/**
 * SPEC 5: a Pack Battle's price per spot as typed: a comma is a decimal separator, the value becomes
 * a two-decimal string, and anything that is not a number becomes '0.00'.
 */
export function normalizeSpotPrice(input: string): string {
  const text = input.trim().replace(',', '.')
  const value = Number(text)
  if (!text || !Number.isFinite(value) || value < 0 || value >= 100_000_000) return '0.00'
  // Round half up in whole cents from the digits themselves: 1.005 is 1.01, not a float's 1.00.
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text)
  if (!match) return (Math.round(value * 100) / 100).toFixed(2)
  const [, whole = '', fraction = ''] = match
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + (Number(fraction[2] ?? '0') >= 5 ? 1 : 0)
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

const wholeEuros = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 })
const euros = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** '15.00' -> 1500. Read as text, so no float rounding creeps into a price; undefined if not an amount. */
function toCents(decimal: string): number | undefined {
  const match = /^\s*(\d+)(?:\.(\d*))?\s*$/.exec(decimal)
  if (!match) return undefined
  const [, whole = '0', fraction = ''] = match
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'))
  // A third decimal rounds half up, as the database's scale-2 column would.
  return Number(fraction[2] ?? '0') >= 5 ? cents + 1 : cents
}

/** SPEC 9: a spot's price in euros: '15.00' -> '€15,-', '12.5' -> '€12,50'. */
export function formatSpotPrice(pricePerSpot: string): string {
  const cents = toCents(pricePerSpot)
  if (cents === undefined) return `€${pricePerSpot.trim()}`
  if (cents % 100 === 0) return `€${wholeEuros.format(cents / 100)},-`
  return `€${euros.format(cents / 100)}`
}
