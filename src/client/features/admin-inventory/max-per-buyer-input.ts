import { z } from 'zod'
import { maxPerBuyerSchema } from '#shared/contracts/admin-catalog'

/** The 'Max per koper' field of the Add Product form and the inline edit (decision 017). */
export const maxPerBuyerLabel = 'Max per koper'
export const maxPerBuyerHint = 'Leeg: geen grens. Telt per e-mailadres, ook wat al betaald is.'

/** What the seller typed: blank is no limit (null), otherwise a whole number from 1 to 1000. */
export const maxPerBuyerInputSchema = z
  .string()
  .transform((text) => (text.trim() === '' ? null : Number(text.trim())))
  .pipe(maxPerBuyerSchema)

/** A product's limit as the field shows it: blank when there is none. */
export function maxPerBuyerText(maxPerBuyer: number | undefined): string {
  return maxPerBuyer === undefined ? '' : String(maxPerBuyer)
}
