import { z } from 'zod'
import { paymentPurposes } from '#shared/domain/order-status'
import { normalisePostalCode } from '#shared/domain/postal-code'
import { countries, shippingMethods, type Country } from '#shared/domain/shipping'
import { idSchema } from './ids'
import { messages } from './messages'
import { buyerEmailSchema, plainText } from './plain-text'
import { tiktokUsernameSchema } from './tiktok-username'

export const MAX_LINE_QUANTITY = 24

/** A text field of the buyer's: trimmed, one line of visible text (plain-text.ts), 1 to 120 characters. */
const required = (message: string) =>
  z.string({ error: message }).trim().check(plainText()).min(1, message).max(120, message)

/** product.md 5: the delivery details form's fields, with their exact Dutch messages. */
export const shippingDetailsFieldsSchema = z.object({
  tiktokUsername: tiktokUsernameSchema(messages.tiktokUsernameRequired),
  firstName: required('Voornaam is verplicht'),
  lastName: required('Achternaam is verplicht'),
  email: buyerEmailSchema,
  street: required('Straat is verplicht'),
  houseNumber: required('Huisnummer is verplicht'),
  postalCode: required('Postcode is verplicht'),
  city: required('Stad is verplicht'),
  country: z.enum(countries, { error: 'Selecteer een land' }),
  shippingMethod: z.enum(shippingMethods, { error: 'Selecteer een verzendmethode' }),
})

/** The postal code in the one form of its country, as stored and shown from then on (decision 058). */
export function withNormalPostalCode<Details extends { postalCode: string; country: Country }>(details: Details): Details {
  return { ...details, postalCode: normalisePostalCode(details.postalCode, details.country) }
}

/** The delivery details as the server keeps them: validated, the postal code normalised. */
export const shippingDetailsSchema = shippingDetailsFieldsSchema.overwrite(withNormalPostalCode)
export type ShippingDetails = z.infer<typeof shippingDetailsSchema>

/**
 * The buyer's personal fields of the delivery details, in the form's order: what the checkout form and
 * its draft keep, and what payments and shipments carry and the retention rules blank (decision 011).
 */
export const personalFields = [
  'firstName',
  'lastName',
  'email',
  'street',
  'houseNumber',
  'postalCode',
  'city',
] as const satisfies readonly (keyof ShippingDetails)[]
export type PersonalField = (typeof personalFields)[number]

/** Every personal field blank: an empty checkout form, and what the retention rules write (the columns are NOT NULL). */
export const blankPersonalFields = Object.fromEntries(personalFields.map((field) => [field, ''])) as Record<PersonalField, ''>

export const quantityMessage = `Het aantal moet tussen 1 en ${MAX_LINE_QUANTITY} liggen`

export const checkoutLineSchema = z.object({
  productId: idSchema('Onbekend product'),
  quantity: z
    .number({ error: quantityMessage })
    .int(quantityMessage)
    .min(1, quantityMessage)
    .max(MAX_LINE_QUANTITY, quantityMessage),
})

/**
 * product.md 7.2: POST /api/payments. The client may send shippingCost and userId (ours does); the server
 * ignores both and computes every amount itself.
 */
export const checkoutRequestSchema = z.object({
  items: z
    .array(checkoutLineSchema, { error: 'Je winkelwagen is leeg' })
    .min(1, 'Je winkelwagen is leeg')
    .max(50, 'Te veel producten in één bestelling'),
  userId: z.unknown().optional(),
  shippingDetails: shippingDetailsSchema.extend({ shippingCost: z.unknown().optional() }),
})
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>

/**
 * A started checkout: where to pay, and the buyer's key to their order page, which only this browser
 * receives (decision 021: never in a URL the provider stores). The success page shows the link when
 * the payment it returns to is this one.
 */
export const checkoutSuccessSchema = z.object({
  success: z.literal(true),
  url: z.string(),
  paymentId: z.string(),
  orderPageToken: z.string(),
})
/**
 * A line the stock cannot fill (decision 054): the product and how many are left (0 when sold out), so
 * the cart shows the refusal on that line and offers what is left, rather than a failed payment.
 */
export const stockShortageSchema = z.object({ productId: z.number().int(), available: z.number().int().min(0) })
export type StockShortage = z.infer<typeof stockShortageSchema>

/** A refused checkout: the Dutch message, and for too little stock the line it concerns. */
export const checkoutFailureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  shortage: stockShortageSchema.optional(),
})

/** The demo payment page (product.md 12): what the buyer is paying for, without personal details. */
export const demoPaymentSchema = z.object({
  id: z.string(),
  /** A checkout shows its shipping as a row of its own; a shipping fee's one line is the shipping (decision 029). */
  purpose: z.enum(paymentPurposes),
  status: z.enum(['open', 'paid', 'failed', 'canceled', 'expired']),
  amountCents: z.number().int(),
  shippingCostCents: z.number().int(),
  shippingMethod: z.enum(shippingMethods),
  expiresAt: z.string(),
  lines: z.array(z.object({ productName: z.string(), quantity: z.number().int(), unitPriceCents: z.number().int() })),
})
export type DemoPayment = z.infer<typeof demoPaymentSchema>

export const demoOutcomeSchema = z.object({ outcome: z.enum(['paid', 'failed', 'canceled', 'expired']) })
export const demoOutcomeAnswerSchema = z.object({ redirectUrl: z.string() })
export const paymentIdParamsSchema = z.object({ id: z.uuid() })
