import type { Country } from './shipping'

/**
 * A postal code as the label and every page shows it (decision 058), whatever the buyer typed:
 * - nederland: four digits, a space, two capitals ('1234 ab', '1234AB' → '1234 AB');
 * - belgie: four digits, without a country prefix or spaces ('B-1000', 'BE 1000', '1 000' → '1000').
 * Text that is no such code is kept as typed, its runs of spaces made one and its letters capitals:
 * the shop ships to these two countries only, but a code it cannot read is the seller's to check,
 * not a reason to refuse the order.
 */
export function normalisePostalCode(typed: string, country: Country): string {
  const text = typed.trim().replace(/\s+/g, ' ').toUpperCase()
  const compact = text.replace(/[\s-]/g, '')
  if (country === 'nederland') {
    const dutch = /^(?:NL)?([1-9]\d{3})([A-Z]{2})$/.exec(compact)
    if (dutch) return `${dutch[1]} ${dutch[2]}`
  } else {
    const belgian = /^(?:BE?)?([1-9]\d{3})$/.exec(compact)
    if (belgian) return belgian[1]!
  }
  return text
}
