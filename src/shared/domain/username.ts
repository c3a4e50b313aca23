/**
 * A buyer is their TikTok username, written one way everywhere: trimmed, without a leading '@',
 * lower case. So '@Pieter ' and 'pieter' are the same buyer in the queue, the leaderboard and battles.
 */
export function normalizeTiktokUsername(input: string): string {
  return input.trim().replace(/^@+/, '').trim().toLowerCase()
}
