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
