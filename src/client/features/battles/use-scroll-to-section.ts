import { useEffect, type RefObject } from 'react'
import { useLocation } from 'react-router'

/**
 * Brings a section of the page into view, and focus to it, when the address names it (`/#pack-battle`)
 * and its content is there (`ready`). The router changes the address without the browser's own jump
 * to the fragment, and a section whose data loads after the page would be missed by it anyway. Focus
 * goes to `target`, so a keyboard or screen-reader user goes on from there (decision 043).
 */
export function useScrollToSection(id: string, ready: boolean, target: RefObject<HTMLElement | null>): void {
  const { hash, key } = useLocation()
  useEffect(() => {
    if (!ready || hash !== `#${id}`) return
    // After the frame in which a closing menu gives the page its scrolling back.
    const frame = requestAnimationFrame(() => {
      const element = target.current
      if (!element) return
      element.scrollIntoView({ block: 'start' })
      element.focus({ preventScroll: true })
    })
    return () => cancelAnimationFrame(frame)
  }, [id, ready, hash, key, target])
}
