import { z } from 'zod'

/** product.md 3.3: a participant; `name` is a TikTok username. The optional e-mail is never public. */
export const participantSchema = z.object({
  id: z.number().int(),
  battleId: z.number().int(),
  name: z.string(),
  spotNumber: z.number().int(),
  isPaid: z.boolean(),
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
