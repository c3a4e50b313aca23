import { z } from 'zod'
import { isBlankTiktokUsername, tiktokUsernamePattern } from '#shared/domain/username'
import { messages } from './messages'
import { plainText } from './plain-text'

/**
 * Every field that takes a TikTok username (checkout, the test order, a battle participant, the
 * standing lookup): empty says `requiredMessage`, the field's own text (product.md 5); anything TikTok
 * would not give out says one text everywhere, but a line break or another control character says so
 * (plain-text.ts), as in any text a buyer types. The answer is the trimmed text as typed; who the
 * buyer is (lower case, no '@') is normalizeTiktokUsername's job.
 */
export const tiktokUsernameSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .refine((name) => !isBlankTiktokUsername(name), { message: requiredMessage, abort: true })
    .check(plainText())
    .regex(tiktokUsernamePattern, messages.invalidTiktokUsername)
