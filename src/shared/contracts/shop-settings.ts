import { z } from 'zod'

export const liveStatusSchema = z.object({ isLive: z.boolean() })
export type LiveStatus = z.infer<typeof liveStatusSchema>

/** product.md 3.1: the bank-payment (Tikkie) link, and the community (WhatsApp) link of product.md 11. */
export const shopLinkSchema = z.object({ url: z.string(), label: z.string(), isActive: z.boolean() })
export type ShopLink = z.infer<typeof shopLinkSchema>
