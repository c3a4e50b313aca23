import { z } from 'zod'
import { paymentStatuses } from '#shared/domain/order-status'
import { countries } from '#shared/domain/shipping'
import { shippingDetailsFieldsSchema, withNormalPostalCode } from './checkout'
import { idSchema } from './ids'
import { buyerEmailSchema } from './plain-text'

/**
 * The buyer's side of shipping held cards (product.md 2.7, decision 022): the shipping part of their
 * order page and the request they pay. The order page's token is the only key; what it opens depends
 * on how the link reached its holder (an e-mail link: every held order of that e-mail address; the
 * checkout's browser link: only that checkout's orders).
 */

export const shipmentStatuses = ['awaiting_payment', 'to_pack', 'shipped', 'cancelled'] as const
export type ShipmentStatus = (typeof shipmentStatuses)[number]

/** Where the parcel goes: product.md 5's fields and messages, the postal code normalised, as at checkout. */
export const shippingAddressSchema = shippingDetailsFieldsSchema
  .pick({ firstName: true, lastName: true, street: true, houseNumber: true, postalCode: true, city: true, country: true })
  .overwrite(withNormalPostalCode)
export type ShippingAddress = z.infer<typeof shippingAddressSchema>

/** The token is everything after `/api/shipping-page/` (a wildcard, as the order page's). */
export const shippingPageParamsSchema = z.object({ '*': z.string() })

/** A live order whose cards are kept for the buyer and may be requested now. */
export const heldOrderSchema = z.object({
  orderId: z.number().int(),
  productName: z.string(),
  quantity: z.number().int(),
  paidAt: z.string(),
  /** The last day the cards are kept, 'YYYY-MM-DD' in Amsterdam (product.md 2.7). */
  lastDay: z.string(),
  /** Whether the pack was opened on stream already; an unopened one is opened before it is packed. */
  opened: z.boolean(),
})
export type HeldOrder = z.infer<typeof heldOrderSchema>

/** A live order whose 45 days are over: it can no longer be requested ('vervallen'). */
export const lapsedOrderSchema = z.object({
  orderId: z.number().int(),
  productName: z.string(),
  quantity: z.number().int(),
  lastDay: z.string(),
})
export type LapsedOrder = z.infer<typeof lapsedOrderSchema>

/** A shipment of the buyer's: a shipping request, or the parcel of a PostNL checkout. */
export const buyerShipmentSchema = z.object({
  id: z.uuid(),
  /** 'V1042': the parcel's reference, as on the packing slip. */
  reference: z.string(),
  kind: z.enum(['request', 'checkout']),
  status: z.enum(shipmentStatuses),
  /** The request's payment; null for a checkout's parcel (its shipping was paid at checkout). */
  paymentStatus: z.enum(paymentStatuses).nullable(),
  /** 'Wacht op betaling', 'Wordt ingepakt', 'Verzonden', 'Betaling verlopen', … */
  stateText: z.string(),
  feeCents: z.number().int(),
  country: z.enum(countries),
  createdAt: z.string(),
  /** While the request waits for payment: where to pay, and until when its orders stay reserved for it. */
  checkoutUrl: z.string().nullable(),
  paymentExpiresAt: z.string().nullable(),
  orders: z.array(z.object({ orderId: z.number().int(), productName: z.string(), quantity: z.number().int() })),
  trackingCode: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  shippedAt: z.string().nullable(),
})
export type BuyerShipment = z.infer<typeof buyerShipmentSchema>

/** GET /api/shipping-page/{token}. */
export const shippingPageSchema = z.object({
  /** `email`: every held order of the e-mail address; `payment`: only this checkout's (decision 022). */
  scope: z.enum(['email', 'payment']),
  /** The fee per country, computed by the server (product.md 9); shown, never sent back. */
  fees: z.object({ nederland: z.number().int(), belgie: z.number().int() }),
  /**
   * Whether the token's checkout has an address to fill the form in with (not a Pack Battle spot's, not
   * anonymised). The address itself is never in this answer: the buyer gets it by typing the
   * checkout's e-mail address (POST /api/shipping-page/address, decision 031).
   */
  hasAddress: z.boolean(),
  /** Held orders that may be requested now, the soonest last day first. */
  held: z.array(heldOrderSchema),
  /** Orders whose window ended without a request, the latest first. */
  lapsed: z.array(lapsedOrderSchema),
  /** Requests and parcels, the newest first. */
  shipments: z.array(buyerShipmentSchema),
})
export type ShippingPage = z.infer<typeof shippingPageSchema>

/** POST /api/shipping-requests: ship these held orders to this address. The fee is the server's. */
export const shippingRequestBodySchema = z.object({
  token: z.string().max(200),
  orderIds: z
    .array(idSchema('Onbekende bestelling'), { error: 'Kies minstens één bestelling om te verzenden' })
    .min(1, 'Kies minstens één bestelling om te verzenden')
    .max(200, 'Te veel bestellingen in één verzending'),
  address: shippingAddressSchema,
})
export type ShippingRequestBody = z.infer<typeof shippingRequestBodySchema>

/**
 * POST /api/shipping-page/address: the checkout's address to fill the shipping form in, for the holder
 * of an order-page link who types the checkout's e-mail address (decision 031).
 */
export const orderAddressRequestSchema = z.object({ token: z.string().max(200), email: buyerEmailSchema })
export type OrderAddressRequest = z.infer<typeof orderAddressRequestSchema>
export const orderAddressAnswerSchema = z.object({ address: shippingAddressSchema })

/** A started request: where to pay. */
export const shippingRequestStartedSchema = z.object({ id: z.uuid(), url: z.string() })

export const shipmentIdParamsSchema = z.object({ id: z.uuid() })

/** GET /api/shipping-requests/{id}/status: for the page the provider sends the buyer back to. */
export const shippingRequestStatusSchema = z.object({
  status: z.enum(shipmentStatuses),
  paymentStatus: z.enum(paymentStatuses).nullable(),
})
