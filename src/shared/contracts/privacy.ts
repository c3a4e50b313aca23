import { z } from 'zod'

/** POST /api/privacy/anonymise: how many payments lost their buyer's personal data, and the period used. */
export const anonymiseAnswerSchema = z.object({
  anonymised: z.number().int().nonnegative(),
  retentionDays: z.number().int().positive(),
})
export type AnonymiseAnswer = z.infer<typeof anonymiseAnswerSchema>
