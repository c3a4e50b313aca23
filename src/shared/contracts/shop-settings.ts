import { z } from 'zod'

export const liveStatusSchema = z.object({ isLive: z.boolean() })
export type LiveStatus = z.infer<typeof liveStatusSchema>

/** SPEC 3.1: the bank-payment (Tikkie) link, and the community (WhatsApp) link of CONTRACT 2. */
export const shopLinkSchema = z.object({ url: z.string(), label: z.string(), isActive: z.boolean() })
export type ShopLink = z.infer<typeof shopLinkSchema>
