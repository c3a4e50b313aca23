import { z } from 'zod'
import { messages } from './messages'

export const loginRequestSchema = z.object({
  accessCode: z.string({ error: messages.accessCodeRequired }).min(1, messages.accessCodeRequired).max(200),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

export const sessionAnswerSchema = z.object({ isAuthenticated: z.boolean() })
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>
