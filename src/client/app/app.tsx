import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { RouterProvider } from 'react-router'
import { Toaster } from '../components/ui/toaster'
import { createQueryClient } from '../lib/query-client'
import { realtimeClient } from '../lib/realtime'
import { router } from './router'

/** Providers, the one realtime socket, the router and the toasts. */
export function App() {
  const [queryClient] = useState(createQueryClient)

  useEffect(() => {
    // Events missed while disconnected: refetch what is on screen.
    return realtimeClient.onResync(() => void queryClient.invalidateQueries())
  }, [queryClient])

  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  )
}
