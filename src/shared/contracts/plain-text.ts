import { z } from 'zod'
import { messages } from './messages'

/**
 * Control characters (Unicode's Cc: C0 U+0000–U+001F, DEL U+007F, C1 U+0080–U+009F) and the line and
 * paragraph separators U+2028 and U+2029: line breaks, tabs, NUL and the rest nobody sees or types in
 * a form field. Text a buyer types never needs them, and in the plain-text part of an e-mail a line
 * break would let a name start a line that reads as the shop's own words (docs/reliability.md).
 */
const controlCharacter = /[\p{Cc}\p{Zl}\p{Zp}]/u

export function hasControlCharacter(text: string): boolean {
  return controlCharacter.test(text)
}

/**
 * The check every text field a buyer types carries (names, address lines, TikTok username, e-mail
 * address): one line of visible characters, or messages.noControlCharacters. It aborts, so no later
 * check of the field speaks after it; put it before the field's format checks, so a line break in an
 * e-mail address is named as such rather than as a wrong address.
 */
export const plainText = () => z.refine<string>((text) => !hasControlCharacter(text), { message: messages.noControlCharacters, abort: true })

/** product.md 5's e-mail message. */
const invalidEmail = 'Ongeldig e-mailadres'

/**
 * The e-mail address a buyer types (checkout, a Pack Battle spot, the link-again form): plain text first,
 * then a valid address of at most 200 characters, 'Ongeldig e-mailadres' otherwise (product.md 5). An
 * empty field says it is required instead.
 */
export const buyerEmailSchema = z
  .string({ error: invalidEmail })
  .check(plainText())
  .refine((text) => text.trim() !== '', { message: messages.emailRequired, abort: true })
  .pipe(z.email({ error: invalidEmail }).max(200, invalidEmail))
