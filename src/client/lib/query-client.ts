import { QueryClient } from '@tanstack/react-query'

/**
 * SPEC 7.1: no automatic retry, no refetch on focus or by polling. Data is refreshed only by
 * realtime events or explicit actions, so it never goes stale by time.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}
