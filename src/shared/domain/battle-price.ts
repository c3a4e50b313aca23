/**
 * SPEC 5: a Pack Battle's price per spot as typed: a comma is a decimal separator, the value becomes
 * a two-decimal string, and anything that is not a number becomes '0.00'.
 */
export function normalizeSpotPrice(input: string): string {
  const value = Number(input.trim().replace(',', '.'))
  if (!Number.isFinite(value) || value < 0 || value >= 100_000_000) return '0.00'
  return (Math.round(value * 100) / 100).toFixed(2)
}
