import { useEffect, useState } from 'react'

/** product.md 2.2: the header changes once the page is scrolled more than 10 px. */
export const HEADER_SCROLL_THRESHOLD_PX = 10

export function useScrolled(threshold = HEADER_SCROLL_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return scrolled
}
