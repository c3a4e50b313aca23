import { useSyncExternalStore } from 'react'

/** Tailwind's breakpoints the back office switches layout at (decision 041). */
const minWidths = { md: '48rem', lg: '64rem' } as const

/**
 * Whether the screen is at least as wide as Tailwind's `md` or `lg`, following a rotation or a resized
 * window. For a back-office part that is a different component on a phone (a table or a list of cards,
 * a side panel or a dialog), so only one of the two is in the page.
 */
export function useScreenAtLeast(breakpoint: keyof typeof minWidths): boolean {
  const query = `(min-width: ${minWidths[breakpoint]})`
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => true,
  )
}
