import { z } from 'zod'

/** product.md 5's e-mail message, as the checkout's delivery details form says it. */
const invalidEmail = 'Ongeldig e-mailadres'

/** POST /api/order-links: the link-again form on /shipping-policy and the order page. */
export const orderLinksRequestSchema = z.object({
  email: z.email({ error: invalidEmail }).max(200, invalidEmail),
})
export type OrderLinksRequest = z.infer<typeof orderLinksRequestSchema>

/**
 * The one answer of the form, whether or not the address is known: it never tells whether an
 * address ever ordered.
 */
export const orderLinksAnswerSchema = z.object({ message: z.string() })
export type OrderLinksAnswer = z.infer<typeof orderLinksAnswerSchema>
