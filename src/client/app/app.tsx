import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { BrowserRouter } from 'react-router'
import { LazyToaster } from '#client/components/ui/lazy-toaster'
import { realtimeClient } from '#client/lib/realtime'
import { AppRoutes } from './app-routes'

/**
 * Providers, the one realtime socket, the router and the toasts. The query client is made before
 * the first render (main.tsx), so the opened page's data is already on its way (page-data.ts).
 */
export function App({ queryClient }: { queryClient: QueryClient }) {

  useEffect(() => {
    // Events missed while disconnected: refetch what is on screen.
    return realtimeClient.onResync(() => void queryClient.invalidateQueries())
  }, [queryClient])

  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <LazyToaster />
    </QueryClientProvider>
  )
}
