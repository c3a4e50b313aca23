import { z } from 'zod'

export const publicOrderStatusSchema = z.enum(['pending', 'completed', 'failed', 'cancelled'])

/**
 * product.md 11: a paid order as the public sees it in the live queue and on the stream. Nothing
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

/**
 * GET /api/queue/head: what home's live queue panel shows until a visitor asks for more (decision
 * 046), a few hundred bytes where the whole queue of a busy stream is tens of kilobytes.
 */
export const queueHeadSchema = z.object({
  /** Every order of the first QUEUE_GROUPS_VISIBLE buyers, oldest first. */
  orders: queueListSchema,
  /** How many buyers the whole queue holds. */
  groupCount: z.number().int(),
})
export type QueueHead = z.infer<typeof queueHeadSchema>

/** GET /api/queue/paid?since=…: overlays catching up on the alerts they missed (product.md 14). */
export const paidOrdersQuerySchema = z.object({
  since: z.iso.datetime({ offset: true, error: 'Ongeldig tijdstip' }).optional(),
})

export const paidOrdersSchema = z.object({
  /** The server's clock at the moment of the read: the next catch-up starts from here. */
  serverTime: z.string(),
  /** Paid orders (queued or already opened), oldest payment first. */
  orders: queueListSchema,
})
export type PaidOrders = z.infer<typeof paidOrdersSchema>
