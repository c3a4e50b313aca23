import type { LightMyRequestResponse } from 'fastify'

/**
 * Words of the English texts that frameworks answer with by default ('Body is too large', 'Invalid
 * input: expected string', 'Route not found'). None of them occurs in a Dutch sentence.
 */
const englishWords =
  /\b(the|invalid|expected|received|required|must|should|cannot|unexpected|unsupported|not found|too (large|big|long|short|small|many)|error|request|body|failed|please|allowed|missing|unknown)\b/i

/**
 * True for a message in Dutch, as far as a test can tell: letters, and none of English's tell-tale
 * words outside quotes (a message may quote the values it expects, such as "failed").
 */
export function looksDutch(message: string): boolean {
  const unquoted = message.replace(/"[^"]*"/g, '')
  return /\p{L}{2}/u.test(unquoted) && !englishWords.test(unquoted)
}

/**
 * What is wrong with an answer to bad input, or undefined when it is acceptable: never a 5xx, and a
 * refusal (4xx) is JSON with a Dutch `message` (a HEAD answer carries no body to look at).
 */
export function problemWithAnswer(response: LightMyRequestResponse, method: string): string | undefined {
  const status = response.statusCode
  if (status >= 500) return `answered ${status}: ${response.body.slice(0, 300)}`
  if (status < 400 || method === 'HEAD') return undefined
  const type = String(response.headers['content-type'] ?? '')
  if (!type.startsWith('application/json')) return `answered ${status} with content-type '${type}', not JSON`
  let body: unknown
  try {
    body = JSON.parse(response.body)
  } catch {
    return `answered ${status} with a body that is not JSON: ${response.body.slice(0, 200)}`
  }
  const message = (body as { message?: unknown } | null)?.message
  if (typeof message !== 'string' || message.trim() === '') return `answered ${status} without a message: ${response.body.slice(0, 200)}`
  if (!looksDutch(message)) return `answered ${status} with a message that is not Dutch: '${message}'`
  return undefined
}
