import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { BrowserRouter } from 'react-router'
import { LazyToaster } from '../components/ui/lazy-toaster'
import { createQueryClient } from '../lib/query-client'
import { realtimeClient } from '../lib/realtime'
import { AppRoutes } from './app-routes'

/** Providers, the one realtime socket, the router and the toasts. */
export function App() {
  const [queryClient] = useState(createQueryClient)

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
