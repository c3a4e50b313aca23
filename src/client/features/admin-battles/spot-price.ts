/** The stored '15.00' as the admin types it in the form: '15,00' (SPEC 5 accepts the comma). */
export function spotPriceInput(pricePerSpot: string): string {
  return pricePerSpot.trim().replace('.', ',')
}
