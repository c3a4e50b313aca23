import { z } from 'zod'

/** Every error answer of the API: one message, in Dutch where a person reads it. */
export const errorAnswerSchema = z.object({ message: z.string() })
export type ErrorAnswer = z.infer<typeof errorAnswerSchema>
