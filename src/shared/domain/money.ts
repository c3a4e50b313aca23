/**
 * Cents as Dutch euros: 1499 -> '€ 14,99', 123456 -> '€ 1.234,56', with a no-break space after the
 * sign, exactly as Intl.NumberFormat('nl-NL', EUR) writes them (money.test.ts compares the two).
 * Written out because a page's first Intl call costs a phone 30–60 ms, and the collection page
 * prints prices in its first render (decision 012). The one place money becomes text.
 */
export function formatEuro(cents: number): string {
  const whole = Math.round(Math.abs(cents))
  const euros = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, '.')
  const rest = String(whole % 100).padStart(2, '0')
  return `€\u00a0${cents < 0 ? '-' : ''}${euros},${rest}`
}

/**
 * Cents as the decimal euros an API field names in euros carries: 14995 -> '149.95', 500 -> '5.00'
 * (SPEC 3.2's weekly prize `value`, written like a battle's pricePerSpot).
 */
export function centsToDecimalEuros(cents: number): string {
  const whole = Math.round(Math.abs(cents))
  return `${cents < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`
}

/** Euros typed by a person ('14,99', '14.99', '15') as whole cents; undefined when it is not an amount. */
export function parseEuroToCents(text: string): number | undefined {
  const normalized = text.trim().replace(',', '.')
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return undefined
  const [whole = '0', fraction = ''] = normalized.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}
