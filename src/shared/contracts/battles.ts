import { z } from 'zod'
import { battleFormats } from '#shared/domain/battle-formats'
import { messages } from './messages'
import { buyerEmailSchema } from './plain-text'
import { tiktokUsernameSchema } from './tiktok-username'

/** product.md 3.3: a participant; `name` is a TikTok username. The optional e-mail is never public. */
export const participantSchema = z.object({
  id: z.number().int(),
  battleId: z.number().int(),
  name: z.string(),
  spotNumber: z.number().int(),
  isPaid: z.boolean(),
  /**
   * How the spot was paid (decision 023): `shop` (bought in the shop through the payment provider) or
   * `tikkie` (added by the seller, paid by Tikkie or otherwise by hand).
   */
  paidVia: z.enum(['shop', 'tikkie']),
  /** A spot held for a buyer who is paying in the shop right now: shown as 'Gereserveerd'. */
  reserved: z.boolean(),
})
export type Participant = z.infer<typeof participantSchema>

export const battleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  productName: z.string(),
  /** A decimal string with two decimals, e.g. '15.00'. */
  pricePerSpot: z.string(),
  maxSpots: z.number().int(),
  spotsAvailable: z.number().int(),
  tikkieUrl: z.string(),
  /** Whether viewers may buy a spot in the shop (decision 023); the Tikkie route stays either way. */
  shopPayments: z.boolean(),
  /** What the paid spots get (decision 064): each buyer their own pack, or the winner all of them. */
  format: z.enum(battleFormats),
  isActive: z.boolean(),
  isCompleted: z.boolean(),
  winnerId: z.number().int().nullable(),
  updatedAt: z.string(),
  participants: z.array(participantSchema),
  winner: participantSchema.nullable(),
})
export type Battle = z.infer<typeof battleSchema>

export const battleListSchema = z.array(battleSchema)
/** GET /api/pack-battles/active: the active battle, or null when there is none. */
export const activeBattleAnswerSchema = battleSchema.nullable()

/**
 * POST /api/pack-battles/{id}/spots (decision 023): a viewer buys spot `spotNumber` in the shop. The
 * price is the battle's, computed by the server; TikTok username and e-mail carry product.md 5's messages.
 */
export const buySpotSchema = z.object({
  spotNumber: z
    .number({ error: 'Kies een plek' })
    .int('Kies een plek')
    .min(1, 'Kies een plek')
    .max(10, 'Kies een plek'),
  tiktokUsername: tiktokUsernameSchema(messages.tiktokUsernameRequired),
  email: buyerEmailSchema,
  /**
   * The format the spot form showed the buyer (decision 064). When the seller changed it meanwhile, the
   * purchase is refused so the buyer reads it again; left out, the battle's own is taken.
   */
  format: z.enum(battleFormats).optional(),
})
export type BuySpot = z.infer<typeof buySpotSchema>

/** A started spot purchase: where to pay, and the buyer's order page key (as a checkout's, decision 021). */
export const buySpotStartedSchema = z.object({ url: z.string(), paymentId: z.string(), orderPageToken: z.string() })

/** A refusal: the Dutch message, and for a spot taken meanwhile the spots still free. */
export const buySpotRefusalSchema = z.object({ message: z.string(), freeSpots: z.array(z.number().int()).optional() })
