import { z } from 'zod'
import { adminOrderShippingSchema } from './admin-shipments'
import { idSchema } from './ids'
import { messages } from './messages'
import { tiktokUsernameSchema } from './tiktok-username'
import { orderOpeningSchema } from './live-sessions'
import { orderWithdrawalSchema } from './withdrawals'

export const adminOrderStatusSchema = z.enum(['pending', 'completed', 'failed', 'cancelled'])

/**
 * An e-mail of the order's payment, for the back office's 'did it go out': the confirmation, the
 * pack-opened messages of its orders. `kept`: held, 'niet verzonden', until an instance with a mail
 * server sends it (decision 038).
 */
export const adminOrderEmailSchema = z.object({
  kind: z.enum(['order_confirmation', 'pack_opened', 'order_links', 'parcel_shipped', 'order_cancelled', 'refund_started', 'battle_won', 'withdrawal_received', 'withdrawal_refused']),
  status: z.enum(['pending', 'sending', 'sent', 'kept', 'failed']),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
})
export type AdminOrderEmail = z.infer<typeof adminOrderEmailSchema>

/**
 * product.md 3.3: an order as the admin reads it, with the buyer's shipping details. Admin answers only:
 * GET /api/orders requires a session.
 */
export const adminOrderSchema = z.object({
  id: z.number().int(),
  status: adminOrderStatusSchema,
  quantity: z.number().int(),
  tiktokUsername: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  productId: z.number().int().nullable(),
  /** The product as it is now; null when it was deleted ('Product niet gevonden'). */
  product: z.object({ name: z.string(), imageUrl: z.string(), price: z.number().int() }).nullable(),
  /** Name and unit price at the moment of purchase (the export uses these). */
  productName: z.string(),
  unitPrice: z.number().int(),
  totalCents: z.number().int(),
  points: z.number().int(),
  shippingMethod: z.string(),
  shippingCost: z.number().int(),
  email: z.string(),
  shippingInfo: z.object({
    name: z.string(),
    address: z.string(),
    city: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  /** The e-mails of the order's payment, oldest first. */
  emails: z.array(adminOrderEmailSchema),
  /**
   * Where its cards are (decision 022): for a paid live order, held with its last day, requested,
   * to pack, shipped or lapsed; for a PostNL order once opened, its parcel. Null otherwise.
   */
  shipping: adminOrderShippingSchema.nullable(),
  /**
   * A Pack Battle spot's order (decision 023: orders.spot_number set; it has no product): the battle's
   * title and the spot, read from the order's name at purchase, since the battle may be deleted since.
   * Null for any other order.
   */
  battleSpot: z.object({ battleTitle: z.string(), spotNumber: z.number().int() }).nullable(),
  /**
   * A Pack Battle's cards at no charge, named by productName: a winner's prize (decision 028) or a buyer's
   * own pack in a battle where everyone keeps theirs (decision 064).
   */
  prize: z.boolean(),
  /**
   * The buyer's bank took the order's payment back (a chargeback: the payment is charged_back, decision
   * 052). An order not yet opened failed by it; an opened one stays completed, its points taken back.
   * False again once the bank reversed it.
   */
  chargedBack: z.boolean(),
  /**
   * The buyer withdrew from it through the withdrawal function (decision 039): when, and the seller's
   * decision. The live console and the queue flag an open one before 'Afronden' (decision 055). Null
   * when no statement names it.
   */
  withdrawal: orderWithdrawalSchema.nullable(),
  /**
   * Its moment on stream (decision 060): the live session in which it was opened, when it became 'Nu
   * aan de beurt' and when 'Afronden' was tapped. Null for an order not opened during a live.
   */
  opening: orderOpeningSchema.nullable(),
})
export type AdminOrder = z.infer<typeof adminOrderSchema>
export const adminOrderListSchema = z.array(adminOrderSchema)

/** product.md 7.2: POST /api/orders, used by the test notification (product.md 7.3). */
export const createOrderSchema = z.object({
  productId: idSchema('Onbekend product'),
  quantity: z.number().int().min(1).max(24).default(1),
  tiktokUsername: tiktokUsernameSchema(messages.tiktokUsernameRequired),
  status: z.literal('pending').default('pending'),
  shippingInfo: z
    .object({
      name: z.string().max(200).default(''),
      address: z.string().max(200).default(''),
      city: z.string().max(120).default(''),
      postalCode: z.string().max(20).default(''),
      country: z.enum(['nederland', 'belgie']).default('nederland'),
    })
    .default({ name: '', address: '', city: '', postalCode: '', country: 'nederland' }),
})
export type CreateOrder = z.infer<typeof createOrderSchema>

/** POST /api/orders/:id/confirmation: the confirmation is written to the outbox again. */
export const resendConfirmationAnswerSchema = z.object({ message: z.string() })

/**
 * product.md 7.2: PATCH /api/orders/:id `{status: 'completed'}`. `tappedAt`: when the seller tapped
 * 'Afronden', sent after the undo window (decision 060); the server believes it only within that window.
 */
export const updateOrderSchema = z.object({
  status: z.literal('completed', { error: 'Ongeldige status' }),
  tappedAt: z.iso.datetime({ offset: true, error: 'Ongeldig tijdstip' }).optional(),
})

/**
 * GET /api/reset/preview: what Reset Data would delete and what it keeps (product.md 6, decision 028).
 * Deletes: the checkouts that took no real money (the seller's test orders, demo payments, payments
 * that failed, were cancelled or expired), their orders, shipments and e-mails, and this week's points
 * (`points`: the buyers who have some). Keeps: every order of a payment that took real money
 * (`paidOrders`, of which `queuedOrders` still wait in the queue), checkouts still open at Mollie,
 * the payments at Mollie let go (failed, cancelled or expired) that Mollie may still report paid, kept
 * for the late-payment watch (`watchedForLatePayment`, decision 051), every refund and the parcels paid
 * or sent.
 */
export const resetPreviewSchema = z.object({
  deletes: z.object({
    orders: z.number().int(),
    payments: z.number().int(),
    shipments: z.number().int(),
    mails: z.number().int(),
    points: z.number().int(),
  }),
  keeps: z.object({
    paidOrders: z.number().int(),
    queuedOrders: z.number().int(),
    openCheckouts: z.number().int(),
    watchedForLatePayment: z.number().int(),
    refunds: z.number().int(),
    parcels: z.number().int(),
  }),
})
export type ResetPreview = z.infer<typeof resetPreviewSchema>
