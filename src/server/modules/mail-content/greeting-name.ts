import { asOneLine } from './buyer-text'

/**
 * The name a message greets the buyer by: their first name, or their TikTok username when they gave
 * none, each as one line (asOneLine). Show it with BuyerText, which quotes it in the plain-text part.
 */
export function greetingName(firstName: string, tiktokUsername: string): string {
  return asOneLine(firstName) || asOneLine(tiktokUsername)
}
