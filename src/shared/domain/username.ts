/**
 * A buyer is their TikTok username, written one way everywhere: trimmed, without a leading '@',
 * lower case. So '@Pieter ' and 'pieter' are the same buyer in the queue, the leaderboard and battles.
 */
export function normalizeTiktokUsername(input: string): string {
  return input.trim().replace(/^@+/, '').trim().toLowerCase()
}

/**
 * TikTok's rule for a username: 2 to 24 letters, digits, underscores and periods (upper case is
 * allowed; the shop lower-cases it above). Buyers type it with spaces around it and with the '@'
 * TikTok shows before it, so the pattern is for the trimmed text and allows one leading '@'.
 */
export const tiktokUsernamePattern = /^@?[A-Za-z0-9._]{2,24}$/

/** Whether a typed username is one TikTok could have given out (no markup, no spaces). */
export function isTiktokUsername(input: string): boolean {
  return tiktokUsernamePattern.test(input.trim())
}

/** Nothing typed but spaces and the '@': the field is empty, not wrong. */
export function isBlankTiktokUsername(input: string): boolean {
  return input.trim().replace(/^@/, '') === ''
}
