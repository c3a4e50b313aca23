import { z } from 'zod'

export const updateLiveStatusSchema = z.object({ isLive: z.boolean({ error: 'Ongeldige live status' }) })

/** product.md 5: the bank-payment link form; the community link uses the same rules. */
export const updateShopLinkSchema = z.object({
  url: z.url({ protocol: /^https?$/, error: 'Voer een geldige URL in' }).max(2000, 'Voer een geldige URL in'),
  label: z.string({ error: 'Label is verplicht' }).trim().min(1, 'Label is verplicht').max(200, 'Label is te lang'),
  isActive: z.boolean().default(true),
})
export type UpdateShopLink = z.infer<typeof updateShopLinkSchema>
