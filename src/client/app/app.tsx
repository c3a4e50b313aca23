import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { BrowserRouter } from 'react-router'
import { LazyToaster } from '#client/components/ui/lazy-toaster'
import { realtimeClient } from '#client/lib/realtime'
import { AppRoutes } from './app-routes'

/**
 * Providers, the router and the toasts. The query client is made before the first render (main.tsx),
 * so the opened page's data is already on its way (page-data.ts) and a resync of the realtime socket
 * reaches it before React has rendered.
 */
export function App({ queryClient, pageDataReadAt }: { queryClient: QueryClient; pageDataReadAt?: number }) {
  // After the first render's own effects, which subscribed the page's channels: nothing between the
  // server's reads and those subscriptions is missed (decision 044).
  useEffect(() => {
    if (pageDataReadAt !== undefined) realtimeClient.askSince(pageDataReadAt)
  }, [pageDataReadAt])

  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <LazyToaster />
    </QueryClientProvider>
  )
}
