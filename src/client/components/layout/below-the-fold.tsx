import { useDeferredValue, type ReactNode } from 'react'

/**
 * Content below the fold, rendered just after the page's first paint rather than with it: React
 * renders it in the background, in slices short enough to keep the page responsive, so it holds
 * up neither the first paint nor a tap. Keep it below everything that shows on the first screen;
 * it adds itself under what is there and moves nothing.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const rendered = useDeferredValue(true, false)
  return rendered ? children : null
}
