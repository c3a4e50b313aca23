import { z } from 'zod'
import { orderStatuses, paymentStatuses } from '#shared/domain/order-status'
import { shippingMethods } from '#shared/domain/shipping'

/**
 * GET /api/order-page/{token}: the buyer's own order page (decision 021). The token is the only key,
 * so the answer is theirs: their TikTok username, shipping method and totals, but never another
 * buyer's data (the queue ahead of them is a count, not a list), and none of the payment's personal
 * fields (name, e-mail, address), which this schema does not list.
 */
/** The token is everything after `/api/order-page/` (a wildcard: no length limit answers differently). */
export const orderPageParamsSchema = z.object({ '*': z.string() })

export const orderPageQueueSchema = z.object({
  /** Buyers (queue groups, product.md 2.4) ahead of this buyer; 0: 'Jij bent nu aan de beurt'. */
  buyersAhead: z.number().int(),
  /** product.md 9: 3 minutes for every pack ahead. */
  waitMinutes: z.number().int(),
  /** 'Nog 3 kopers voor je' or 'Jij bent nu aan de beurt'. */
  text: z.string(),
})

export const orderPageOrderSchema = z.object({
  id: z.number().int(),
  productName: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  status: z.enum(orderStatuses),
  /** The state in the buyer's words ('Wacht op betaling', 'Nog 3 kopers voor je', 'Geopend', …). */
  stateText: z.string(),
  /** Live openings once paid: the last day the opened cards are kept ('YYYY-MM-DD', product.md 2.7). */
  heldUntil: z.string().nullable(),
})
export type OrderPageOrder = z.infer<typeof orderPageOrderSchema>

export const orderPageSchema = z.object({
  paymentStatus: z.enum(paymentStatuses),
  tiktokUsername: z.string(),
  shippingMethod: z.enum(shippingMethods),
  shippingCostCents: z.number().int(),
  totalCents: z.number().int(),
  createdAt: z.string(),
  /** When the payment came in; null while it is open or when it did not go through. */
  paidAt: z.string().nullable(),
  /** The buyer's place while any of their orders waits in the queue; null otherwise. */
  queue: orderPageQueueSchema.nullable(),
  orders: z.array(orderPageOrderSchema),
})
export type OrderPage = z.infer<typeof orderPageSchema>
