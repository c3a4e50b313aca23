import { asOneLine } from './buyer-text'

/**
 * The name a message greets the buyer by: their first name, or their TikTok username when they gave
 * none (nothing visible in it). Returned as stored: BuyerText makes it one line (asOneLine) and tells
 * a plain name from anything else by the text as the buyer typed it (decision 058).
 */
export function greetingName(firstName: string, tiktokUsername: string): string {
  return asOneLine(firstName) ? firstName : tiktokUsername
}
