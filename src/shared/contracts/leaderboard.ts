import { z } from 'zod'
import { parseEuroToCents } from '#shared/domain/money'
import { normalizeTiktokUsername } from '#shared/domain/username'
import { idSchema } from './ids'
import { tiktokUsernameSchema } from './tiktok-username'

/**
 * The weekly leaderboard and prize (decision 009). Every answer here is public, so it names a buyer by
 * their TikTok username only, with points and rank: nothing else about them.
 */

export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  tiktokUsername: z.string(),
  points: z.number().int(),
})
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>

/** GET /api/leaderboard: the week's top ten, highest first, and when the week began and ends. */
export const leaderboardSchema = z.object({
  entries: z.array(leaderboardEntrySchema),
  lastReset: z.string(),
  nextReset: z.string(),
})
export type Leaderboard = z.infer<typeof leaderboardSchema>

/** GET /api/leaderboard/standing?tiktokUsername=…: one buyer's week, '@Pieter ' read as 'pieter'. */
export const standingQuerySchema = z.object({
  tiktokUsername: tiktokUsernameSchema('Vul je TikTok gebruikersnaam in').transform(normalizeTiktokUsername),
})

/** A buyer without points this week has no rank. */
export const standingSchema = z.object({
  tiktokUsername: z.string(),
  points: z.number().int(),
  rank: z.number().int().nullable(),
})
export type Standing = z.infer<typeof standingSchema>

/** The prize a week was played for, as it was when the week ended. */
export const archivedPrizeSchema = z.object({ productName: z.string(), valueCents: z.number().int() })

/** A past week: its top ten (rank 1 is the winner) and its prize. */
export const leaderboardWeekSchema = z.object({
  id: z.number().int(),
  weekStart: z.string(),
  weekEnd: z.string(),
  entries: z.array(leaderboardEntrySchema),
  prize: archivedPrizeSchema.nullable(),
})
export type LeaderboardWeek = z.infer<typeof leaderboardWeekSchema>

/** GET /api/leaderboard/history: past weeks, the most recent first. */
export const leaderboardHistorySchema = z.array(leaderboardWeekSchema)

/** POST /api/leaderboard/reset (admin): the week just archived (null without points) and the new board. */
export const leaderboardResetAnswerSchema = z.object({
  week: leaderboardWeekSchema.nullable(),
  leaderboard: leaderboardSchema,
})
export type LeaderboardResetAnswer = z.infer<typeof leaderboardResetAnswerSchema>

/** The weekly prize: a product from the catalogue (null when it was deleted since), its value and period. */
export const weeklyPrizeSchema = z.object({
  productId: z.number().int().nullable(),
  product: z.object({ name: z.string(), imageUrl: z.string() }).nullable(),
  /** product.md 3.2's name: euros with two decimals, '149.95' (like a battle's pricePerSpot). */
  value: z.string(),
  /** The same value in cents, as answers carried it before `value`: kept for the clients that read it. */
  valueCents: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
})
export type WeeklyPrize = z.infer<typeof weeklyPrizeSchema>

/** GET /api/weekly-prize: the prize running now, else the next one set; null when there is none. */
export const weeklyPrizeAnswerSchema = weeklyPrizeSchema.nullable()

const MAX_PRIZE_VALUE_CENTS = 100_000_00
const INVALID_VALUE = 'Ongeldige waarde'
const moment = (message: string) => z.iso.datetime({ offset: true, error: message })

/**
 * product.md 3.2's `value`: euros, as '149,95', '149.95' or 149.95, at most two decimals; becomes cents.
 * The text's pattern is spelled out (not only parsed) so the fuzz tests generate amounts from it.
 */
const prizeValueSchema = z
  .union([z.string().trim().regex(/^\d{1,6}([.,]\d{1,2})?$/, INVALID_VALUE), z.number()], { error: INVALID_VALUE })
  .transform((value, ctx) => {
    const cents = parseEuroToCents(String(value))
    if (cents !== undefined && cents <= MAX_PRIZE_VALUE_CENTS) return cents
    ctx.addIssue({ code: 'custom', message: INVALID_VALUE })
    return z.NEVER
  })
const prizeValueCentsSchema = z
  .number({ error: INVALID_VALUE })
  .int(INVALID_VALUE)
  .min(0, INVALID_VALUE)
  .max(MAX_PRIZE_VALUE_CENTS, INVALID_VALUE)

/**
 * POST /api/weekly-prize (admin). The value as product.md 3.2 names it (`value`, euros) or as the API took it
 * first (`valueCents`, cents); both may come along if they agree. The server gets cents either way.
 */
export const setWeeklyPrizeSchema = z
  .object({
    productId: idSchema('Kies een product'),
    value: prizeValueSchema.optional(),
    valueCents: prizeValueCentsSchema.optional(),
    startDate: moment('Ongeldige startdatum'),
    endDate: moment('Ongeldige einddatum'),
  })
  .refine((prize) => prize.value !== undefined || prize.valueCents !== undefined, {
    message: INVALID_VALUE,
    path: ['value'],
  })
  .refine((prize) => prize.value === undefined || prize.valueCents === undefined || prize.value === prize.valueCents, {
    message: 'Geef de waarde één keer op: value en valueCents verschillen',
    path: ['value'],
  })
  .refine((prize) => Date.parse(prize.endDate) > Date.parse(prize.startDate), {
    message: 'De einddatum moet na de startdatum liggen',
    path: ['endDate'],
  })
  // One of the two is there (the first refine), and they agree (the second).
  .transform(({ value, valueCents, ...prize }) => ({ ...prize, valueCents: value ?? valueCents ?? 0 }))

/** The body as a client sends it. */
export type WeeklyPrizeRequest = z.input<typeof setWeeklyPrizeSchema>
/** The body as the server uses it: the value in cents. */
export type SetWeeklyPrize = z.output<typeof setWeeklyPrizeSchema>

/**
 * GET /api/payments/:id/points: what a checkout earned, for the payment success page. `paid`: the
 * points were added; `open`: they will be once the provider confirms; `failed`: none.
 */
export const paymentPointsSchema = z.object({
  status: z.enum(['open', 'paid', 'failed']),
  points: z.number().int(),
})
export type PaymentPoints = z.infer<typeof paymentPointsSchema>
