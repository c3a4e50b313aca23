import { z } from 'zod'

/**
 * Why money is owed back (decision 028); the seller reads each as refund-format.ts words it.
 * shipment_cancelled: the seller cancelled a paid shipping request on the desk (decision 036).
 * withdrawal: the seller granted a buyer's withdrawal from an order (decision 039).
 * chargeback_reversed: the bank gave back a payment it had taken (decision 052); its orders failed meanwhile.
 * chargeback_rest: the bank took part of a payment, and the shop took its orders back: the part the bank did not take is the buyer's (decision 052, amended).
 * refunded_at_provider: a refund made at the provider (its dashboard) for no cause the shop recorded.
 */
export const refundReasonSchema = z.enum([
  'battle_closed',
  'late_payment',
  'participant_removed',
  'battle_deleted',
  'order_cancelled',
  'shipment_cancelled',
  'withdrawal',
  'chargeback_reversed',
  'chargeback_rest',
  'refunded_at_provider',
])
export type RefundReason = z.infer<typeof refundReasonSchema>

/**
 * Decision 052. owed: some of it is not on its way (nothing started, or a part paid back); pending: an
 * attempt is on its way at the provider, or waits for its word; refunded: all of it went back (or the
 * seller ticked off one paid outside the shop); failed: owed, after the last attempt failed at the
 * provider, and it can be started again; charged_back: the bank returned it to the buyer instead.
 */
export const refundStatusSchema = z.enum(['owed', 'pending', 'refunded', 'failed', 'charged_back'])
export type RefundStatus = z.infer<typeof refundStatusSchema>

/** One attempt to pay back (part of) a refund (decision 052): unknown while the provider has not answered. */
export const refundAttemptSchema = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  status: z.enum(['unknown', 'pending', 'refunded', 'failed']),
  lastError: z.string().nullable(),
  createdAt: z.string(),
})
export type RefundAttempt = z.infer<typeof refundAttemptSchema>

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
  /** What was owed in all: the most that can be paid back. */
  amountCents: z.number().int(),
  /** Paid back so far. */
  refundedCents: z.number().int(),
  /** On its way at the provider, or waiting for its word. */
  inFlightCents: z.number().int(),
  /** What the bank returned to the buyer instead (a chargeback). */
  chargedBackCents: z.number().int(),
  /** Still owed and not on its way: what 'Terugbetalen' pays back by default. */
  remainingCents: z.number().int(),
  /** An attempt got no answer from the provider: the shop asks it what it did before anything else happens. */
  awaitingProvider: z.boolean(),
  attempts: z.array(refundAttemptSchema),
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
 * POST /api/admin/refunds/:id/start ('Terugbetalen'): what remains owed, or a part of it in cents.
 * Allowed while some of it is owed and nothing is on its way.
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

/** A payment the bank took back (decision 052), as 'Terugbetalingen' and the orders page show it. Admin only. */
export const chargebackSchema = z.object({
  id: z.number().int(),
  paymentId: z.string(),
  /** What the payment was for ('2× Booster Box – Nachtvlam'). */
  description: z.string(),
  amountCents: z.number().int(),
  /** The bank's reason as the provider passes it on; null when none was given. */
  reason: z.string().nullable(),
  chargedBackAt: z.string(),
  /** When the bank gave it back (the seller won the dispute); null while taken. */
  reversedAt: z.string().nullable(),
  orderIds: z.array(z.number().int()),
  /** The whole payment: a chargeback may take only part of it (decision 052, amended). */
  paymentAmountCents: z.number().int(),
  /** What this chargeback left owed back to the buyer: the part of the orders it took that the bank did not take. */
  restCents: z.number().int(),
  tiktokUsername: z.string(),
  email: z.string(),
})
export type Chargeback = z.infer<typeof chargebackSchema>
export const chargebackListSchema = z.array(chargebackSchema)
