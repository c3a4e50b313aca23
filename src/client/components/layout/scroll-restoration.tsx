import { useEffect, useLayoutEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router'

/** Scroll positions of this tab's visited pages, by history entry. */
const positions = new Map<string, number>()

/** Whether the page the visit opened on has been rendered: module-wide, as StrictMode runs an effect twice. */
let openedPageShown = false

/** The router's key of the history entry on screen ('default' for the entry the visit started on). */
const currentEntryKey = () => (window.history.state as { key?: string } | null)?.key ?? 'default'

/**
 * What the data router's <ScrollRestoration> did, for the declarative router: a new page starts at
 * the top, and Back or Forward returns to where that page was left during this visit (a reload
 * starts at the top: the page's data is not there yet to scroll to). A link to a fragment (the
 * 'Naar de inhoud' skip link) is left to the browser.
 */
export function ScrollRestoration() {
  const location = useLocation()
  const navigationType = useNavigationType()

  useEffect(() => {
    window.history.scrollRestoration = 'manual'
    // Keyed by the history entry rather than the rendered location: a scroll that lands after a
    // navigation has already changed the entry belongs to the new page.
    const remember = () => positions.set(currentEntryKey(), window.scrollY)
    window.addEventListener('scroll', remember, { passive: true })
    return () => window.removeEventListener('scroll', remember)
  }, [])

  useLayoutEffect(() => {
    // The page the visit opened is where the browser put it: at the top, or where the visitor
    // scrolled while the app's code loaded, in the server's markup, perhaps to type in a field
    // (decision 059). Jumping to the top then would take the field from under their thumb.
    if (!openedPageShown) {
      openedPageShown = true
      return
    }
    if (location.hash) return
    window.scrollTo(0, navigationType === 'POP' ? (positions.get(location.key) ?? 0) : 0)
  }, [location.key, location.hash, navigationType])

  return null
}
