import { createHash, randomBytes } from 'node:crypto'

/**
 * The key of a buyer's order page (decision 021): 256 random bits, base64url in the link (43
 * characters), and only its SHA-256 in the database, so the table alone opens no page. With that many
 * bits a guess never hits, so no per-client limit is needed for reading a page.
 */
const TOKEN_BYTES = 32
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export function newOrderPageToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url')
}

export function hashOrderPageToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Whether a string could be a token at all; anything else is answered as an unknown token. */
export function isWellFormedOrderPageToken(token: string): boolean {
  return TOKEN_PATTERN.test(token)
}
