import { useEffect, useRef, useState, type RefObject } from 'react'

/**
 * How far outside the screen an element counts as near: a little ahead of a scrolling visitor,
 * so its content is usually in before it comes into view.
 */
const NEAR_MARGIN = '200px 0px'

/**
 * Whether the element has come near the screen; once it has, it stays true. A panel below the
 * fold waits for this before it loads its code and data, so the first screen loads without it.
 * In a browser without IntersectionObserver every element counts as near.
 */
export function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null)
  // Rendered outside a browser (the prerendered first screen), nothing is near yet, as in the browser's first render.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined')

  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true)
    }, { rootMargin: NEAR_MARGIN })
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])

  return [ref, near]
}
