import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { BrowserRouter } from 'react-router'
import { LazyToaster } from '#client/components/ui/lazy-toaster'
import { AppRoutes } from './app-routes'

/**
 * Providers, the router and the toasts. The query client is made before the first render (main.tsx),
 * so the opened page's data is already on its way (page-data.ts) and a resync of the realtime socket
 * reaches it before React has rendered.
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <LazyToaster />
    </QueryClientProvider>
  )
}
