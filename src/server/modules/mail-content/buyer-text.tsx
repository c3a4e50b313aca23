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

/** A plain name is at most this long; a longer run of words could pass for a sentence. */
const PLAIN_NAME_MAX_LENGTH = 32

/**
 * Letters (accents included) in at most four parts joined by one space, hyphen or apostrophe:
 * 'Lisa', 'Anne-Marie', "D'Angelo", 'Jan de Vries', 'Zoë van Dijk'.
 */
const plainNamePattern = /^[\p{L}\p{M}]+(?:[ '’-][\p{L}\p{M}]+){0,3}$/u

/**
 * Whether a buyer's text is a plain, short name as they typed it, which the plain-text part shows
 * without quotes (decision 058): no digit, punctuation, @, line break or anything else a sentence or
 * a link needs, so it cannot pass for the shop's own words. Checked on the text as stored, before it
 * is made one line, so a name with a line break in it stays quoted.
 */
export function isPlainName(text: string): boolean {
  return text.length <= PLAIN_NAME_MAX_LENGTH && plainNamePattern.test(text)
}

/**
 * A buyer's text in a message, as one line and marked, so that the plain-text part puts it in quotes
 * (render-mail.ts): there it reads as the buyer's, never as a sentence of the shop's. A plain name
 * ('Lisa') is left unmarked, so the greeting reads 'Hoi Lisa,' (decision 058). The HTML shows either
 * without quotes, escaped as all text is.
 */
export function BuyerText({ text }: { text: string }) {
  const line = asOneLine(text)
  if (!line) return null
  return isPlainName(text) ? <span>{line}</span> : <span data-buyer-text="">{line}</span>
}
