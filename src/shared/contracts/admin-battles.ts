import { z } from 'zod'
import { battleFormats, DEFAULT_BATTLE_FORMAT } from '#shared/domain/battle-formats'
import { normalizeDecimalEuros } from '#shared/domain/money'
import { imageUrlSchema } from './admin-catalog'
import { idParamSchema, idSchema } from './ids'
import { messages } from './messages'
import { partialWithoutDefaults } from './partial-without-defaults'
import { tiktokUsernameSchema } from './tiktok-username'

const required = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, message)
const httpUrl = (message: string) => z.url({ protocol: /^https?$/, error: message }).max(2000, message)

/** product.md 3.2 and 9: a battle has 10 spots unless the admin chooses fewer. */
const DEFAULT_BATTLE_SPOTS = 10

const maxSpotsSchema = z.coerce
  .number({ error: 'Aantal plekken moet tussen 1 en 10 liggen' })
  .int('Aantal plekken moet tussen 1 en 10 liggen')
  .min(1, 'Aantal plekken moet tussen 1 en 10 liggen')
  .max(10, 'Aantal plekken moet tussen 1 en 10 liggen')

/**
 * product.md 5: the image, when given, is a valid URL; empty is a battle without a picture (the pages
 * then show none). An uploaded image is a path of the shop's own (/uploads/…), which imageUrlSchema takes.
 */
const optionalImageUrl = z
  .string({ error: 'Ongeldige afbeelding URL' })
  .trim()
  .pipe(z.union([z.literal(''), imageUrlSchema], { error: 'Ongeldige afbeelding URL' }))
/** The Tikkie link, when given, is a valid URL; whether it may be empty depends on shopPayments (tikkieNeeded). */
const optionalTikkieUrl = z
  .string({ error: 'Ongeldige Tikkie URL' })
  .trim()
  .pipe(z.union([z.literal(''), httpUrl('Ongeldige Tikkie URL')], { error: 'Ongeldige Tikkie URL' }))

/** The form's fields, without the rule that ties two of them together (tikkieNeeded). */
const battleFieldsSchema = z.object({
  title: required('Titel is verplicht'),
  description: required('Beschrijving is verplicht', 2000),
  productName: required('Product naam is verplicht'),
  imageUrl: optionalImageUrl.default(''),
  maxSpots: maxSpotsSchema,
  /**
   * '15,00' or '15.5' or 15: stored as numeric(10,2); not a number becomes '0.00' (product.md 5), and a
   * spot for nothing is refused (decision 028: a paid spot is money that can be owed back).
   */
  pricePerSpot: z
    .union([z.string(), z.number()], { error: 'Prijs per plek is verplicht' })
    .transform((value) => String(value))
    .refine((value) => value.trim().length > 0, 'Prijs per plek is verplicht')
    .transform(normalizeDecimalEuros)
    .refine((value) => Number(value) > 0, messages.pricePerSpotPositive),
  tikkieUrl: optionalTikkieUrl.default(''),
  isActive: z.boolean().default(false),
  /** Viewers may buy a spot in the shop (decision 023). */
  shopPayments: z.boolean().default(true),
  /**
   * What the paid spots get (decision 064); a new battle lets everyone keep their own pack. Fixed once a
   * spot is paid or being paid: the server refuses a change then (battleFormatFixed).
   */
  format: z.enum(battleFormats, { error: 'Kies de vorm van de battle' }).default(DEFAULT_BATTLE_FORMAT),
})

/**
 * Without shop payments the Tikkie is the only way to pay for a spot, so then it must be filled in;
 * with shop payments it may stay empty (the battle page then shows no Tikkie button).
 */
export function tikkieNeeded(battle: { shopPayments?: boolean; tikkieUrl?: string }): boolean {
  return battle.shopPayments === false && !battle.tikkieUrl?.trim()
}
const requireTikkieWithoutShop = (battle: { shopPayments?: boolean; tikkieUrl?: string }, ctx: z.RefinementCtx) => {
  if (tikkieNeeded(battle)) ctx.addIssue({ code: 'custom', path: ['tikkieUrl'], message: messages.battleTikkieRequired })
}

export const battleFormSchema = battleFieldsSchema.superRefine(requireTikkieWithoutShop)
export type BattleForm = z.input<typeof battleFormSchema>
/**
 * POST /api/pack-battles: product.md 3.2's defaults for what is left out (10 spots, so 10 available;
 * inactive). Not on battleFormSchema: the PATCH is its partial, and zod 4 applies a default inside
 * optional, so a PATCH without maxSpots would set it back to 10.
 */
export const createBattleSchema = battleFieldsSchema
  .extend({ maxSpots: maxSpotsSchema.default(DEFAULT_BATTLE_SPOTS) })
  .superRefine(requireTikkieWithoutShop)
/**
 * Every field optional, and no defaults: a PATCH that leaves out isActive must not stop the battle, and
 * 'Activeren' (`{isActive: true}`) must not turn shop payments back on (decision 023).
 */
export const updateBattleSchema = partialWithoutDefaults(battleFieldsSchema)

/** product.md 5: the participant form. The UI limits the spot to the battle's maxSpots; so does the server. */
export const addParticipantSchema = z.object({
  name: tiktokUsernameSchema(messages.participantNameRequired),
  spotNumber: z.coerce
    .number({ error: 'Plek moet tussen 1 en 10 liggen' })
    .int('Plek moet tussen 1 en 10 liggen')
    .min(1, 'Plek moet tussen 1 en 10 liggen')
    .max(10, 'Plek moet tussen 1 en 10 liggen'),
  isPaid: z.boolean().default(false),
})
export const updateParticipantSchema = z.object({ isPaid: z.boolean({ error: 'Ongeldige betaalstatus' }) })
export const completeBattleSchema = z.object({
  winnerId: idSchema('Kies een winnaar'),
})
export const battleIdParamsSchema = z.object({ battleId: idParamSchema })

/**
 * DELETE /api/pack-battles/participants/{id}: a participant who paid in the shop is removed only with
 * `confirmRefund: true`, which records the refund that is due (decision 023); without it, 409.
 */
export const removeParticipantSchema = z.object({ confirmRefund: z.boolean().optional() })
