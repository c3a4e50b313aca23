import { useEffect, useState } from 'react'

/**
 * decision 042: whether the floating `element` stands aside because, at the very top of the page,
 * it would lie over one of the page's controls. At either end of a page a covered control cannot be
 * uncovered by scrolling: the end of the page leaves room for the button (root-layout), and at the top,
 * where no room can be left, the button steps aside until the buyer scrolls. In between, what lies
 * under it comes out with a flick. It starts aside, so it never shows over a control before the first
 * check; the check's code loads after the first paint, out of the first download (decision 012).
 */
export function useStandsAsideAtTop(element: HTMLElement | null): boolean {
  const [aside, setAside] = useState(true)
  useEffect(() => {
    if (!element) return
    let stop: (() => void) | undefined
    let cancelled = false
    void import('./stands-aside').then(({ watchStandsAside }) => {
      if (!cancelled) stop = watchStandsAside(element, setAside)
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [element])
  return aside
}
