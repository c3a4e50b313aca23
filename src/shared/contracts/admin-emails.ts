import { z } from 'zod'
import { idParamSchema } from './ids'

/**
 * The kinds of e-mail the shop sends (product.md: the order confirmation, 'Je pack is geopend', the order
 * links; decision 022: the parcel sent; decision 028: the cancellation and the refund started; a Pack
 * Battle won, with the winner's held cards).
 */
export const mailKindSchema = z.enum([
  'order_confirmation',
  'pack_opened',
  'order_links',
  'parcel_shipped',
  'order_cancelled',
  'refund_started',
  'battle_won',
])
export type MailKind = z.infer<typeof mailKindSchema>

/** pending and sending wait in the outbox; kept means no mail server was configured (decision 020). */
export const mailStatusSchema = z.enum(['pending', 'sending', 'sent', 'kept', 'failed'])
export type MailStatus = z.infer<typeof mailStatusSchema>

/** One message of the outbox as the back office lists it ('E-mails'). Admin answers only. */
export const adminEmailSchema = z.object({
  id: z.number().int(),
  kind: mailKindSchema,
  recipient: z.string(),
  subject: z.string(),
  status: mailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
})
export type AdminEmail = z.infer<typeof adminEmailSchema>
export const adminEmailListSchema = z.array(adminEmailSchema)

/** One message opened, as a mail program would show it: the HTML and the plain-text part. */
export const adminEmailDetailSchema = adminEmailSchema.extend({ html: z.string(), text: z.string() })
export type AdminEmailDetail = z.infer<typeof adminEmailDetailSchema>

export const emailIdParamsSchema = z.object({ id: idParamSchema })
