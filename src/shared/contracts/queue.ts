import { z } from 'zod'

export const publicOrderStatusSchema = z.enum(['pending', 'completed', 'failed', 'cancelled'])

/**
 * CONTRACT 2: a paid order as the public sees it in the live queue and on the stream. Nothing
 * personal: the TikTok username is the only thing that names the buyer.
 */
export const queueOrderSchema = z.object({
  id: z.number().int(),
  tiktokUsername: z.string(),
  quantity: z.number().int(),
  status: publicOrderStatusSchema,
  createdAt: z.string(),
  /** When the payment came in; overlays use it to catch up on alerts they missed. */
  paidAt: z.string().nullable(),
  product: z.object({ name: z.string(), imageUrl: z.string().nullable() }),
})
export type QueueOrder = z.infer<typeof queueOrderSchema>

export const queueListSchema = z.array(queueOrderSchema)
