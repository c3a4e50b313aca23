import { z } from 'zod'

/**
 * Why money is owed back (decision 028); the seller reads each as refund-format.ts words it.
 * shipment_cancelled: the seller cancelled a paid shipping request on the desk (decision 036).
 * withdrawal: the seller granted a buyer's withdrawal from an order (decision 039).
 */
export const refundReasonSchema = z.enum([
  'battle_closed',
  'late_payment',
  'participant_removed',
  'battle_deleted',
  'order_cancelled',
  'shipment_cancelled',
  'withdrawal',
])
export type RefundReason = z.infer<typeof refundReasonSchema>

/**
 * owed: nothing started yet; pending: started at the payment provider, on its way; refunded: the
 * provider paid it back (or the seller ticked off one paid outside the shop); failed: the provider
 * refused it or gave up, and it can be started again.
 */
export const refundStatusSchema = z.enum(['owed', 'pending', 'refunded', 'failed'])
export type RefundStatus = z.infer<typeof refundStatusSchema>

/** A refund as the seller's 'Terugbetalingen' page reads it (decision 028). Admin only. */
export const refundSchema = z.object({
  id: z.number().int(),
  /** The payment it pays back; null when that payment is gone (deleted before decision 028). */
  paymentId: z.string().nullable(),
  /** The cancelled order, for a refund of one order of a payment. */
  orderId: z.number().int().nullable(),
  reason: refundReasonSchema,
  /** What was paid for ('Pack Battle "Zondag", plek 4', '2× Booster Box – Nachtvlam'). */
  description: z.string(),
  /** What is owed: the most that can be paid back. */
  amountCents: z.number().int(),
  /** What the seller chose to pay back, once started (whole or a part); null while owed. */
  refundCents: z.number().int().nullable(),
  status: refundStatusSchema,
  /** mollie or demo for a refund through the provider; manual for one paid back outside the shop. */
  provider: z.enum(['mollie', 'demo', 'manual']).nullable(),
  /** Why the last start failed, in the provider's words; null otherwise. */
  lastError: z.string().nullable(),
  /** Whether the shop can pay it back through the payment provider (its payment is known there). */
  refundable: z.boolean(),
  /**
   * A cart payment that came in after its checkout was released or expired ('Betaald na verlopen'),
   * not started yet: the seller may still honour it ('Toch leveren') instead of paying it back.
   */
  honourable: z.boolean(),
  tiktokUsername: z.string(),
  email: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
})
export type Refund = z.infer<typeof refundSchema>
export const refundListSchema = z.array(refundSchema)

/**
 * POST /api/admin/refunds/:id/start ('Terugbetalen'): the whole amount owed, or a part of it in cents.
 * Allowed while the refund is owed or failed.
 */
export const startRefundSchema = z.object({
  amountCents: z.number().int().min(1, 'Het bedrag moet meer dan € 0,00 zijn').optional(),
})
export type StartRefund = z.infer<typeof startRefundSchema>

/** POST /api/admin/refunds/:id/honour ('Toch leveren'): the late payment's orders join the queue. */
export const honourAnswerSchema = z.object({ orderIds: z.array(z.number().int()) })
export type HonourAnswer = z.infer<typeof honourAnswerSchema>

/**
 * What an action that leaves money owed back answers (decisions 028, 036, 039): the refund it wrote, or
 * null when nothing was paid through the shop. POST /api/orders/:id/cancel ('Bestelling annuleren'),
 * POST /api/admin/shipments/:id/cancel ('Verzending annuleren'), POST
 * /api/admin/withdrawals/:id/orders/:orderId/grant ('Toekennen').
 */
export const owedBackAnswerSchema = z.object({ refundId: z.number().int().nullable() })
export type OwedBackAnswer = z.infer<typeof owedBackAnswerSchema>
