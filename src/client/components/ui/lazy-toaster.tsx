import { lazy, Suspense, useEffect, useState } from 'react'
import { TOAST_HOTKEY } from './toaster-hotkey'
import { useToastStore } from './use-toast'

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })))

/**
 * The toasts, with their Radix code loaded when the first toast is shown rather than in the first
 * download: until then there is nothing to show. F8 focuses the notification area at any time
 * (product.md 4), so pressing it before the first toast loads the code and focuses the area once it is
 * there. Once loaded it stays mounted, and Radix handles F8 itself.
 */
export function LazyToaster() {
  const [needed, setNeeded] = useState(() => useToastStore.getState().current !== undefined)
  const [focusOnMount, setFocusOnMount] = useState(false)
  useEffect(() => {
    if (needed) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== TOAST_HOTKEY) return
      setFocusOnMount(true)
      setNeeded(true)
    }
    window.addEventListener('keydown', onKeyDown)
    const unsubscribe = useToastStore.subscribe((state) => {
      if (state.current) setNeeded(true)
    })
    return () => {
      window.removeEventListener('keydown', onKeyDown)
      unsubscribe()
    }
  }, [needed])
  if (!needed) return null
  return (
    <Suspense>
      <Toaster focusOnMount={focusOnMount} />
    </Suspense>
  )
}
