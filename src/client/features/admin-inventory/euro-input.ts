import { parseEuroToCents } from '../../../shared/domain/money'

/**
 * What the seller types as a price ('14,99', '€ 14,99', '1.234,50', '15') as whole cents, or
 * undefined when it is not an amount. parseEuroToCents does the arithmetic; this only strips what
 * people paste along with it: the euro sign, spaces, and thousands separators.
 */
export function parseEuroInput(text: string): number | undefined {
  const compact = text.replace(/[€\s\u00a0]/g, '')
  const lastComma = compact.lastIndexOf(',')
  const lastDot = compact.lastIndexOf('.')
  // Both separators: the rightmost one is the decimal mark, the other groups thousands.
  const withoutGrouping =
    lastComma >= 0 && lastDot >= 0 ? compact.replaceAll(lastComma > lastDot ? '.' : ',', '') : compact
  return parseEuroToCents(withoutGrouping)
}

/** Cents as the text an edit field starts with: 1499 -> '14,99' (no sign, no grouping). */
export function formatEuroInput(cents: number): string {
  const whole = Math.trunc(cents / 100)
  const fraction = String(Math.abs(cents % 100)).padStart(2, '0')
  return `${whole},${fraction}`
}
