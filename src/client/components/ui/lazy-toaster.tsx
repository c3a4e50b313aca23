import { lazy, Suspense, useEffect, useState } from 'react'
import { useToastStore } from './use-toast'

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })))

/**
 * The toasts, with their Radix code loaded when the first toast is shown rather than in the first
 * download: until then there is nothing to show. Once loaded it stays mounted.
 */
export function LazyToaster() {
  const [needed, setNeeded] = useState(() => useToastStore.getState().current !== undefined)
  useEffect(() => {
    if (needed) return
    return useToastStore.subscribe((state) => {
      if (state.current) setNeeded(true)
    })
  }, [needed])
  if (!needed) return null
  return (
    <Suspense>
      <Toaster />
    </Suspense>
  )
}
