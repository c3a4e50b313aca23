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
  'withdrawal_received',
  'withdrawal_refused',
])
export type MailKind = z.infer<typeof mailKindSchema>

/**
 * pending and sending wait in the outbox; kept is held, 'Niet verzonden': an instance without a mail
 * server looked at it, and it waits until one with a mail server takes it (decision 038); failed gave up.
 */
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

/**
 * What waits in the outbox for the seller (decision 038): held messages ('Niet verzonden'), messages
 * that failed in the last week and may be sent again, and whether this instance has a mail server
 * (SMTP_URL) to send them with. Admin answers only.
 */
export const adminEmailSummarySchema = z.object({
  held: z.number().int(),
  failed: z.number().int(),
  mailServer: z.boolean(),
})
export type AdminEmailSummary = z.infer<typeof adminEmailSummarySchema>

/** 'Nu versturen': how many held and failed messages are due again. */
export const sendMailNowAnswerSchema = z.object({ queued: z.number().int() })
export type SendMailNowAnswer = z.infer<typeof sendMailNowAnswerSchema>
