/**
 * Cents as Dutch euros: 1499 -> '€ 14,99', 123456 -> '€ 1.234,56', with a no-break space after the
 * sign, exactly as Intl.NumberFormat('nl-NL', EUR) writes them (money.test.ts compares the two).
 * Written out because a page's first Intl call costs a phone 30–60 ms, and the collection page
 * prints prices in its first render (decision 012). This module is the one place money becomes text,
 * and text money.
 */
export function formatEuro(cents: number): string {
  const whole = Math.round(Math.abs(cents))
  const euros = groupThousands(Math.floor(whole / 100))
  const rest = String(whole % 100).padStart(2, '0')
  return `€\u00a0${cents < 0 ? '-' : ''}${euros},${rest}`
}

/**
 * Cents as the decimal euros an API field names in euros carries: 14995 -> '149.95', 500 -> '5.00'
 * (product.md 3.2's weekly prize `value`, written like a battle's pricePerSpot).
 */
export function centsToDecimalEuros(cents: number): string {
  return decimal(cents, '.')
}

/** Cents as the text a price field starts with: 1499 -> '14,99' (no euro sign, no grouping). */
export function formatEuroInput(cents: number): string {
  return decimal(cents, ',')
}

/**
 * A decimal-euro amount as a Pack Battle's price shows it (product.md 9): whole euros as '€ 15,-',
 * others with two decimals, '€ 12,50', and '€ 1.250,-' grouped, in formatEuro's form (the sign, a
 * no-break space, nl-NL digits; decision 043). Text that is not an amount is shown as sent, after
 * the sign.
 */
export function formatDecimalEurosShort(decimalEuros: string): string {
  const cents = parseEuroToCents(decimalEuros)
  if (cents === undefined) return `€\u00a0${decimalEuros.trim()}`
  return cents % 100 === 0 ? `€\u00a0${groupThousands(cents / 100)},-` : formatEuro(cents)
}

/**
 * Cents as the number a spreadsheet cell holds, in euros (the cell's format adds the sign). The one
 * place money becomes a float: a spreadsheet has no other way to hold an amount it can add up.
 */
export function centsToEuroNumber(cents: number): number {
  return cents / 100
}

/** Euros typed by a person ('14,99', '14.99', '15') as whole cents; undefined when it is not an amount. */
export function parseEuroToCents(text: string): number | undefined {
  const normalized = text.trim().replace(',', '.')
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return undefined
  const [whole = '0', fraction = ''] = normalized.split('.')
  return digitsToCents(whole, fraction)
}

/**
 * What the seller types or pastes as a price ('14,99', '€ 14,99', '1.234,50', '15') as whole cents,
 * or undefined when it is not an amount: parseEuroToCents after dropping the euro sign, spaces, and
 * thousands separators.
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

/**
 * A typed amount as the two-decimal euros a numeric(10,2) column stores ('15,00' -> '15.00',
 * '12,345' -> '12.35': a third decimal rounds half up, as the column would). Anything that is not a
 * non-negative number, or does not fit the column, becomes '0.00' (product.md 5's Pack Battle price).
 */
export function normalizeDecimalEuros(input: string): string {
  const text = input.trim().replace(',', '.')
  const value = Number(text)
  if (!text || !Number.isFinite(value) || value < 0 || value >= 100_000_000) return '0.00'
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text)
  // Number() also reads notations such as '1e3' or '+5'; only those go through a float, rounded to cents.
  if (!match) return centsToDecimalEuros(Math.round(value * 100))
  const [, whole = '', fraction = ''] = match
  return centsToDecimalEuros(digitsToCents(whole, fraction))
}

/** An amount's digits as whole cents, never through a float; a third decimal rounds half up. */
function digitsToCents(whole: string, fraction: string): number {
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'))
  return Number(fraction[2] ?? '0') >= 5 ? cents + 1 : cents
}

/** 1234567 -> '1.234.567', as nl-NL groups whole euros. */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, '.')
}

/** Cents with two decimals after `mark` and no grouping: 14995 -> '149.95' or '149,95'. */
function decimal(cents: number, mark: '.' | ','): string {
  const whole = Math.round(Math.abs(cents))
  return `${cents < 0 ? '-' : ''}${Math.floor(whole / 100)}${mark}${String(whole % 100).padStart(2, '0')}`
}
