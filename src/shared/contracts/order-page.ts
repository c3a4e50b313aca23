import { z } from 'zod'
import { battleFormats } from '#shared/domain/battle-formats'
import { refundReasonSchema } from './admin-refunds'
import { orderWithdrawalSchema } from './withdrawals'
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
  /** Buyers (queue groups, product.md 2.4) ahead of this buyer; 0: first in the queue. */
  buyersAhead: z.number().int(),
  /** product.md 9: 3 minutes for every pack ahead. */
  waitMinutes: z.number().int(),
  /**
   * 'Nog 3 kopers voor je', or for the first: 'Jij bent nu aan de beurt' while the stream is live and
   * 'Je bent als eerste aan de beurt zodra de stream begint' while it is offline.
   */
  text: z.string(),
  /**
   * The wait in words: 'Geschatte wachttijd: ongeveer 6 minuten' while the stream is live; while it is
   * offline, that the estimate comes when it begins. Null for the first, who waits for nobody.
   */
  waitText: z.string().nullable(),
})

/**
 * Money owed back to the buyer (decision 028), in their terms: why, how far it got and how much. Not
 * the seller's side of it: a start the payment provider refused is owed again (the seller tries
 * again), and neither the provider nor its reason is told.
 */
export const orderPageRefundSchema = z.object({
  /** order_cancelled for an order the seller cancelled; late_payment or a Pack Battle reason for a whole payment. */
  reason: refundReasonSchema,
  /**
   * owed: paid back within 5 working days (product.md 2.7); pending: started at the provider; refunded:
   * paid back; charged_back: the buyer's bank returned it (a chargeback, decision 052).
   */
  state: z.enum(['owed', 'pending', 'refunded', 'charged_back']),
  /** What comes back in all (what the bank returned instead not counted, unless that is all of it). */
  amountCents: z.number().int(),
  /** What came back so far; with a rest still to come, the page says both (decision 052). */
  refundedCents: z.number().int(),
  /** When it was paid back; null until then. */
  refundedAt: z.string().nullable(),
  /** 'Wordt terugbetaald', 'Terugbetaling onderweg' or 'Terugbetaald op 3 maart 2026'. */
  stateText: z.string(),
})
export type OrderPageRefund = z.infer<typeof orderPageRefundSchema>

export const orderPageOpeningSchema = z.object({
  openedAt: z.string(),
  durationSeconds: z.number().int().nullable(),
  /** The replay's link (with a `t=` offset where the host takes one), and otherwise the minute to look for. */
  replay: z.object({ url: z.string(), minute: z.number().int().nullable() }).nullable(),
})
export type OrderPageOpening = z.infer<typeof orderPageOpeningSchema>

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
  /** The money owed back for this order alone (an order the seller cancelled); null when none is owed. */
  refund: orderPageRefundSchema.nullable(),
  /**
   * Whether the buyer may name it in the withdrawal function: paid and kept, not a Pack Battle spot
   * (decision 039), and named by no statement yet (decision 055).
   */
  withdrawable: z.boolean(),
  /** Why a paid order cannot be withdrawn from: a Pack Battle's prize or spot (decision 050); null otherwise. */
  withdrawalRefusal: z.string().nullable(),
  /** The buyer's statement naming it: when it was received, and the seller's decision (decision 055); null when none. */
  withdrawal: orderWithdrawalSchema.nullable(),
  /**
   * Its opening during a live (decision 061): when 'Afronden' was tapped, how long it took from its turn
   * (null when the turn was not seen), and the replay at that moment once the seller set one. Null for
   * an order not opened during a live. Nothing of other orders, nothing personal.
   */
  opening: orderPageOpeningSchema.nullable(),
  /**
   * The format of the Pack Battle a line belongs to (decision 064): a spot's battle's, or the one that
   * gave these cards (a winner's prize: 'winner_takes_all'; an own pack: 'own_packs'). Null for any other
   * line, and for a spot whose battle was deleted.
   */
  battleFormat: z.enum(battleFormats).nullable(),
})
export type OrderPageOrder = z.infer<typeof orderPageOrderSchema>

export const orderPageSchema = z.object({
  /** The order number the buyer quotes and types in the withdrawal function (decision 039): '3F2A9C1B'. */
  orderNumber: z.string(),
  paymentStatus: z.enum(paymentStatuses),
  tiktokUsername: z.string(),
  shippingMethod: z.enum(shippingMethods),
  shippingCostCents: z.number().int(),
  totalCents: z.number().int(),
  createdAt: z.string(),
  /** When the payment came in; null while it is open or when it did not go through. */
  paidAt: z.string().nullable(),
  /**
   * The buyer's place while any of their orders waits in the queue; null otherwise, and while every
   * order of the page that waits has a withdrawal statement awaiting the seller (decision 055).
   */
  queue: orderPageQueueSchema.nullable(),
  orders: z.array(orderPageOrderSchema),
  /**
   * The money owed back for the whole payment: one that came in after its checkout had lapsed
   * (late_payment), or a Pack Battle spot the battle could not keep. Null when none is owed.
   */
  refund: orderPageRefundSchema.nullable(),
})
export type OrderPage = z.infer<typeof orderPageSchema>
