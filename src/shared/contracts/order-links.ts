import { z } from 'zod'
import { buyerEmailSchema } from './plain-text'

/** POST /api/order-links: the link-again form on /shipping-policy and the order page. */
export const orderLinksRequestSchema = z.object({
  email: buyerEmailSchema,
})
export type OrderLinksRequest = z.infer<typeof orderLinksRequestSchema>

/**
 * The one answer of the form, whether or not the address is known: it never tells whether an
 * address ever ordered.
 */
export const orderLinksAnswerSchema = z.object({ message: z.string() })
export type OrderLinksAnswer = z.infer<typeof orderLinksAnswerSchema>
