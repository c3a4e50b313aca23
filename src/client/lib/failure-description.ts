import { ApiError } from './api-client'
import { messages } from './messages'

/**
 * product.md 8: a failure toast carries the error message. The server's Dutch `{message}` is shown as
 * is; anything else (no connection, an answer of the wrong shape) is logged and named plainly.
 */
export function failureDescription(error: unknown): string {
  if (error instanceof ApiError) return error.message
  console.error('Request failed', error)
  if (error instanceof TypeError) return messages.noConnection
  return messages.somethingWentWrong
}

/**
 * The server's own Dutch `{message}`, when the failure carries one. apiFetch turns a JSON `{message}`
 * into the error's message, and anything else (a proxy's HTML page) into 'status: body'; only the
 * first is worth showing a buyer, so a form that tells its failure inline falls back to its own text.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined
  return error.message && !error.message.startsWith(`${error.status}: `) ? error.message : undefined
}
