import { toast } from '../../../components/ui/use-toast'
import { ApiError } from '../../../lib/api-client'

/**
 * SPEC 8: a failure toast carries the error message. The server's Dutch `{message}` (a 409 for a
 * taken spot, say) is shown as is; anything else is logged and named plainly.
 */
export function failureDescription(error: unknown): string {
  if (error instanceof ApiError) return error.message
  console.error('Pack Battle request failed', error)
  if (error instanceof TypeError) return 'Geen verbinding met de server'
  return 'Er is een fout opgetreden'
}

/** A mutation's onError: the destructive toast with SPEC 8's title and the error message. */
export const toastFailure = (title: string) => (error: unknown) =>
  toast({ variant: 'destructive', title, description: failureDescription(error) })
