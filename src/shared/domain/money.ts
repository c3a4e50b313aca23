const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' })

/** Cents as Dutch euros: 1499 -> '€ 14,99'. The one place money becomes text. */
export function formatEuro(cents: number): string {
  return euro.format(cents / 100)
}

/** Euros typed by a person ('14,99', '14.99', '15') as whole cents; undefined when it is not an amount. */
export function parseEuroToCents(text: string): number | undefined {
  const normalized = text.trim().replace(',', '.')
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return undefined
  const [whole = '0', fraction = ''] = normalized.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}
