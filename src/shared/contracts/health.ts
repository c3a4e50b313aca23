import { z } from 'zod'

export const healthAnswerSchema = z.object({ status: z.literal('ok') })
export const healthUnavailableSchema = z.object({ status: z.literal('unavailable'), message: z.string() })
