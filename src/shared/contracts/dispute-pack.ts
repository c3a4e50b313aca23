import { z } from 'zod'
import { refundReasonSchema, refundStatusSchema } from './admin-refunds'
import { openingTimecodeSchema } from './obs-overlay'
import { orderWithdrawalSchema } from './withdrawals'

/**
 * The seller's evidence pack for one order (decision 063), for a payment provider's dispute: what was
 * bought and paid, by whom and where it went, when it was opened on stream and where the replay shows it,
 * how it was shipped and whether the buyer withdrew. GET /api/admin/orders/:id/dispute-pack; admin only,
 * never cached (it names the buyer). The PDF of the same pack is GET /api/admin/orders/:id/dispute-pack.pdf.
 */

/** One order of the pack's checkout, this one or another paid with it. */
export const disputePackLineSchema = z.object({
  orderId: z.number().int(),
  productName: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  /** awaiting_payment | pending | completed | failed | cancelled */
  status: z.string(),
})
export type DisputePackLine = z.infer<typeof disputePackLineSchema>

export const disputePackSchema = z.object({
  /** When the pack was made: what it says is so at this moment. */
  madeAt: z.string(),
  order: z.object({
    id: z.number().int(),
    /** The checkout's number as the buyer reads it in 'Bestelbevestiging' (decision 039). */
    orderNumber: z.string(),
    status: z.string(),
    tiktokUsername: z.string(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    /** A Pack Battle spot (decision 023): no pack is opened for it. */
    battleSpot: z.boolean(),
  }),
  /** Every order of the checkout, this one first. */
  lines: z.array(disputePackLineSchema),
  /** The buyer as the seller holds them; blanked after the retention period (decision 011). */
  buyer: z.object({
    name: z.string(),
    email: z.string(),
    street: z.string(),
    postalCode: z.string(),
    city: z.string(),
    country: z.string(),
    anonymised: z.boolean(),
  }),
  payment: z.object({
    /** mollie | demo | manual (the seller's test order) | prize (a Pack Battle's prize, no money) */
    provider: z.string(),
    /** The provider's own id ('tr_…'): what its dispute names. Null for a payment the provider never saw. */
    providerPaymentId: z.string().nullable(),
    /** open | paid | failed | canceled | expired | charged_back (decision 052) */
    status: z.string(),
    /** A definitive status the provider reported after another had won, kept for the books (decision 052). */
    lateStatus: z.string().nullable(),
    amountCents: z.number().int(),
    /** live | postnl */
    shippingMethod: z.string(),
    shippingCostCents: z.number().int(),
    createdAt: z.string(),
    settledAt: z.string().nullable(),
    refunds: z.array(
      z.object({
        /** The one order it pays back; null for the whole payment. */
        orderId: z.number().int().nullable(),
        reason: refundReasonSchema,
        description: z.string(),
        amountCents: z.number().int(),
        refundedCents: z.number().int(),
        chargedBackCents: z.number().int(),
        status: refundStatusSchema,
        createdAt: z.string(),
        refundedAt: z.string().nullable(),
      }),
    ),
    chargebacks: z.array(
      z.object({
        amountCents: z.number().int(),
        reason: z.string().nullable(),
        chargedBackAt: z.string(),
        reversedAt: z.string().nullable(),
      }),
    ),
  }),
  /** Its opening during a live (decisions 060, 061); null when it was not opened during one. */
  opening: z
    .object({
      sessionStartedAt: z.string(),
      /** When it became 'Nu aan de beurt'; null when the shop did not see it so. */
      startedAt: z.string().nullable(),
      tappedAt: z.string(),
      /** The replay as the seller pasted it; null until then. */
      replayUrl: z.string().nullable(),
      /** The replay at the opening (decision 061's replayAt); null without a replay. */
      replay: z.object({ url: z.string(), minute: z.number().int().nullable() }).nullable(),
    })
    .nullable(),
  /**
   * What OBS said at the opening's start and end (decision 062): the recording's and the stream's
   * timecode and whether a chapter was marked, from the last live that has them; null when the OBS
   * overlay posted none. A help beside the shop's own moments above, which stay the truth.
   */
  recording: z
    .object({ start: openingTimecodeSchema.nullable(), end: openingTimecodeSchema.nullable() })
    .nullable(),
  /** The parcel that holds the order (decision 022); null when none does. */
  shipment: z
    .object({
      /** 'V12' */
      reference: z.string(),
      /** awaiting_payment | to_pack | shipped */
      status: z.string(),
      /** Held after a chargeback (decision 053): not to be sent. */
      held: z.boolean(),
      trackingCode: z.string().nullable(),
      trackingUrl: z.string().nullable(),
      readyAt: z.string().nullable(),
      shippedAt: z.string().nullable(),
    })
    .nullable(),
  /**
   * A live order's cards that no parcel holds (decision 022): kept for the buyer until the last day
   * ('held'), or no longer ('lapsed'). Null otherwise.
   */
  cardsKept: z.object({ state: z.enum(['held', 'lapsed']), lastDay: z.string().nullable() }).nullable(),
  /** The buyer's withdrawal from it (decision 039); null when no statement names it. */
  withdrawal: orderWithdrawalSchema.nullable(),
})
export type DisputePack = z.infer<typeof disputePackSchema>
