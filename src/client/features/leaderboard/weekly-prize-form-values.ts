import { z } from 'zod'
import type { WeeklyPrize, WeeklyPrizeRequest } from '#shared/contracts/leaderboard'
import { nextWeekReset, weekStart } from '#shared/domain/leaderboard-week'
import { centsToDecimalEuros, formatEuroInput, parseEuroInput } from '#shared/domain/money'
import { shopDate, shopDayStart } from '#shared/domain/shop-time'

const DAY_MS = 24 * 60 * 60 * 1000

/** What the seller types: euros ('149,95', '€ 150'), and days in Amsterdam; the end day is included. */
export const weeklyPrizeFormSchema = z
  .object({
    productId: z.string().min(1, 'Kies een product'),
    value: z.string().refine((text) => parseEuroInput(text) !== undefined, 'Ongeldige waarde'),
    startDay: z.string().refine((day) => shopDayStart(day) !== undefined, 'Ongeldige startdatum'),
    endDay: z.string().refine((day) => shopDayStart(day) !== undefined, 'Ongeldige einddatum'),
  })
  .refine((values) => values.endDay >= values.startDay, {
    message: 'De einddatum moet na de startdatum liggen',
    path: ['endDay'],
  })
export type WeeklyPrizeFormValues = z.infer<typeof weeklyPrizeFormSchema>

export const prizeFieldOrder = ['productId', 'value', 'startDay', 'endDay'] as const

/**
 * The form's values as the API takes them: product.md 3.2's `value` in euros ('149.95'), and the period
 * from 00:00 on the first day to 00:00 after the last.
 */
export function toPrizeRequest(values: WeeklyPrizeFormValues): WeeklyPrizeRequest {
  const start = shopDayStart(values.startDay)
  const end = shopDayStart(values.endDay, 1)
  const valueCents = parseEuroInput(values.value)
  if (!start || !end || valueCents === undefined) throw new Error('toPrizeRequest needs validated values')
  return {
    productId: Number(values.productId),
    value: centsToDecimalEuros(valueCents),
    startDate: start.toISOString(),
    endDate: end.toISOString(),
  }
}

/** A new prize is for this week, Monday to Sunday, unless the seller picks other days. */
export function newPrizeValues(now: Date, prize?: WeeklyPrize | null): WeeklyPrizeFormValues {
  const lastDay = new Date(nextWeekReset(now).getTime() - DAY_MS / 2)
  return {
    productId: prize?.productId ? String(prize.productId) : '',
    value: prize ? formatEuroInput(prize.valueCents) : '',
    startDay: shopDate(weekStart(now)),
    endDay: shopDate(lastDay),
  }
}
