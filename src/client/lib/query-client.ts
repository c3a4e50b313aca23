import { MutationCache, QueryClient, type Mutation } from '@tanstack/react-query'
import { toast } from '#client/components/ui/use-toast'
import { failureDescription } from './failure-description'
import { refetchWhenOpened } from './read-afresh'

/** The destructive toast a failed mutation shows. */
export type FailureToast = { title: string; description?: string }

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The failure toast's title (from lib/messages.ts); its text is failureDescription(error). */
      errorTitle?: string
      /** Instead of errorTitle, for a mutation that tells its failures apart: the whole toast. */
      errorToast?: (error: Error) => FailureToast
    }
  }
}

/**
 * product.md 7.3 and 8: a failed write is told in a destructive toast, also when the component that
 * asked has gone meanwhile (a stopped battle moves to another list). The mutation cache raises it
 * for every mutation whose meta names it, so no component writes it again; a mutation that names
 * none tells its failure itself.
 */
function toastFailure(error: Error, _variables: unknown, _context: unknown, mutation: Mutation<unknown, unknown, unknown>): void {
  const { errorTitle, errorToast } = mutation.meta ?? {}
  if (errorToast) toast({ variant: 'destructive', ...errorToast(error) })
  else if (errorTitle) toast({ variant: 'destructive', title: errorTitle, description: failureDescription(error) })
}

/**
 * product.md 7.1: no automatic retry, no refetch on focus or by polling. Data is refreshed only by
 * realtime events or explicit actions, so it never goes stale by time. The back office's reads (every
 * key that begins with 'admin') are asked again when a page that shows them opens (read-afresh.ts).
 */
export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    mutationCache: new MutationCache({ onError: toastFailure }),
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  })
  queryClient.setQueryDefaults(['admin'], { refetchOnMount: refetchWhenOpened })
  return queryClient
}
