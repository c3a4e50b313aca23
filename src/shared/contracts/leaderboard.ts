import { z } from 'zod'
import { normalizeTiktokUsername } from '../domain/username'
import { idSchema } from './ids'

/**
 * The weekly leaderboard and prize (issue 7). Every answer here is public, so it names a buyer by
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
  tiktokUsername: z
    .string({ error: 'Vul je TikTok gebruikersnaam in' })
    .max(120, 'Deze TikTok gebruikersnaam is te lang')
    .transform(normalizeTiktokUsername)
    .pipe(z.string().min(1, 'Vul je TikTok gebruikersnaam in')),
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
  valueCents: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
})
export type WeeklyPrize = z.infer<typeof weeklyPrizeSchema>

/** GET /api/weekly-prize: the prize running now, else the next one set; null when there is none. */
export const weeklyPrizeAnswerSchema = weeklyPrizeSchema.nullable()

const MAX_PRIZE_VALUE_CENTS = 100_000_00
const moment = (message: string) => z.iso.datetime({ offset: true, error: message })

/** POST /api/weekly-prize (admin). */
export const setWeeklyPrizeSchema = z
  .object({
    productId: idSchema('Kies een product'),
    valueCents: z
      .number({ error: 'Ongeldige waarde' })
      .int('Ongeldige waarde')
      .min(0, 'Ongeldige waarde')
      .max(MAX_PRIZE_VALUE_CENTS, 'Ongeldige waarde'),
    startDate: moment('Ongeldige startdatum'),
    endDate: moment('Ongeldige einddatum'),
  })
  .refine((prize) => Date.parse(prize.endDate) > Date.parse(prize.startDate), {
    message: 'De einddatum moet na de startdatum liggen',
    path: ['endDate'],
  })
export type SetWeeklyPrize = z.infer<typeof setWeeklyPrizeSchema>

/**
 * GET /api/payments/:id/points: what a checkout earned, for the payment success page. `paid`: the
 * points were added; `open`: they will be once the provider confirms; `failed`: none.
 */
export const paymentPointsSchema = z.object({
  status: z.enum(['open', 'paid', 'failed']),
  points: z.number().int(),
})
export type PaymentPoints = z.infer<typeof paymentPointsSchema>
