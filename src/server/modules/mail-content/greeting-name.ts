/**
 * The name a message greets the buyer by: their first name, or their TikTok username when they gave
 * none. It is what the buyer typed at checkout (up to 120 characters), so it becomes one plain run of
 * text: line breaks, control and text-direction characters turn into a space or go, and angle brackets
 * go. In the plain-text part it then stays inside the greeting line, cannot start a line of its own
 * that reads as the shop's, and carries nothing that looks like markup.
 */
export function greetingName(firstName: string, tiktokUsername: string): string {
  const name = firstName
    .replace(/[\u202a-\u202e\u2066-\u2069\u200e\u200f<>]/g, '')
    .replace(/[\s\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .trim()
  return name || tiktokUsername
}
