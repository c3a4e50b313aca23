/** What a finger presses: the page's links, buttons and form controls. */
const CONTROLS = 'a[href], button, input, select, textarea, label, [role="button"], [role="radio"], [role="checkbox"]'

/**
 * Calls `onChange` with whether `element` (fixed on the screen) should stand aside: at the very top of
 * the page, while it lies over one of the page's controls (decision 042). Checked again on scroll, on
 * resize and when the page's content changes; returns the function that stops watching.
 */
export function watchStandsAside(element: HTMLElement, onChange: (aside: boolean) => void): () => void {
  let frame = 0
  const check = () => {
    frame = 0
    onChange(window.scrollY < 1 && liesOverControl(element))
  }
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(check)
  }
  schedule()
  window.addEventListener('scroll', schedule, { passive: true })
  window.addEventListener('resize', schedule)
  const observer = new MutationObserver(schedule)
  const main = document.getElementById('main')
  if (main) observer.observe(main, { childList: true, subtree: true })
  return () => {
    cancelAnimationFrame(frame)
    window.removeEventListener('scroll', schedule)
    window.removeEventListener('resize', schedule)
    observer.disconnect()
  }
}

/**
 * Samples the element's box in a 3 × 3 grid: every control is at least 44 px (decision 042), more than
 * the grid's spacing, so none fits between the points.
 */
function liesOverControl(element: HTMLElement): boolean {
  const main = document.getElementById('main')
  if (!main) return false
  const box = element.getBoundingClientRect()
  const xs = [box.left + 2, box.left + box.width / 2, box.right - 2]
  const ys = [box.top + 2, box.top + box.height / 2, box.bottom - 2]
  return xs.some((x) =>
    ys.some((y) =>
      document
        .elementsFromPoint(x, y)
        .some((hit) => !element.contains(hit) && main.contains(hit) && hit.closest(CONTROLS) !== null),
    ),
  )
}
