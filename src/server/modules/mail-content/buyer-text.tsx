/** How the plain-text part finds a buyer's text in a message's HTML, to quote it (render-mail.ts). */
export const buyerTextSelector = 'span[data-buyer-text]'

/**
 * What a buyer typed (a first name, a TikTok username) as one plain run of text: line breaks, control
 * and separator characters become a space, text-direction marks go. The API refuses control characters
 * in what buyers type (src/shared/contracts/plain-text.ts), but rows from before that rule still reach
 * the messages.
 */
export function asOneLine(text: string): string {
  return text
    .replace(/[\u202a-\u202e\u2066-\u2069\u200e\u200f]/g, '')
    .replace(/[\s\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .trim()
}

/**
 * A buyer's text in a message, as one line and marked, so that the plain-text part puts it in quotes
 * (render-mail.ts): there a name reads as a quoted name, never as a sentence of the shop's. The HTML
 * shows it without quotes, escaped as all text is.
 */
export function BuyerText({ text }: { text: string }) {
  const line = asOneLine(text)
  return line ? <span data-buyer-text="">{line}</span> : null
}
