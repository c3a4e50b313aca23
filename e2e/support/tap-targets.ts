import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

/** WCAG 2.5.5 (Target Size, AAA): 44 × 44 CSS px (decision 042). */
export const MIN_TARGET_PX = 44

/** What a finger can press: links, buttons, form controls, their ARIA look-alikes and a label around a control. */
const INTERACTIVE = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="radio"], [role="checkbox"], label'

type Box = { x: number; y: number; width: number; height: number }
export type Target = { what: string; box: Box }

/**
 * Every visible interactive element in `root` (the page, or the open dialog) whose target is smaller
 * than 44 × 44 CSS px. An element's target is its own box, or the box of a label that names it or wraps
 * it (a tap on the label works the control), whichever is larger. Not counted: what cannot be pressed
 * (no size, hidden, transparent, or pointer-events: none as a disabled button is) and, under WCAG
 * 2.5.5's 'inline' exception, a link that runs inline inside a paragraph with words of its own around
 * it; a link standing alone in its paragraph or list item is counted.
 */
export async function smallTargets(root: Locator): Promise<Target[]> {
  return root.evaluate(
    (element, { selector, min }) => {
      const boxOf = (node: Element) => {
        const { x, y, width, height } = node.getBoundingClientRect()
        return { x: Math.round(x), y: Math.round(y), width: Math.round(width * 10) / 10, height: Math.round(height * 10) / 10 }
      }
      const pressable = (node: Element) => {
        const box = node.getBoundingClientRect()
        if (box.width < 2 || box.height < 2) return false
        const style = getComputedStyle(node)
        return style.visibility !== 'hidden' && style.opacity !== '0' && style.pointerEvents !== 'none'
      }
      const big = (node: Element) => {
        const box = node.getBoundingClientRect()
        return box.width >= min - 0.5 && box.height >= min - 0.5
      }
      const inlineInRunningText = (node: Element) => {
        if (node.tagName !== 'A' || getComputedStyle(node).display !== 'inline') return false
        const paragraph = node.parentElement?.closest('p')
        if (!paragraph) return false
        const ownWords = (paragraph.textContent ?? '').replace(node.textContent ?? '', '')
        return /\p{L}{2,}.*\p{L}{2,}/u.test(ownWords)
      }
      const describe = (node: Element) => {
        const name = node.getAttribute('aria-label') ?? (node as HTMLElement).innerText ?? ''
        const id = node.id ? `#${node.id}` : ''
        return `<${node.tagName.toLowerCase()}${id}> ${name.replace(/\s+/g, ' ').trim().slice(0, 50)}`
      }
      const candidates = [...(element.matches(selector) ? [element] : []), ...element.querySelectorAll(selector)]
      return candidates
        .filter((node) => node.tagName !== 'LABEL' || node.querySelector('input, select, textarea') !== null)
        .filter(pressable)
        .filter((node) => !inlineInRunningText(node))
        .filter((node) => {
          const labels = 'labels' in node ? [...((node as HTMLInputElement).labels ?? [])] : []
          return !big(node) && !labels.some(big)
        })
        .map((node) => ({ what: describe(node), box: boxOf(node) }))
    },
    { selector: INTERACTIVE, min: MIN_TARGET_PX },
  )
}

/**
 * Lists the small targets in `root`, named by `where`, as a failure; soft, so that a walk goes on and
 * names every screen's small targets at once.
 */
export async function expectThumbSized(root: Locator, where: string): Promise<void> {
  expect.soft(await smallTargets(root), `${where}: targets smaller than ${MIN_TARGET_PX} × ${MIN_TARGET_PX} px`).toEqual([])
}

/**
 * The visible interactive elements, and any element `also` names, that the box of `cover` (a fixed
 * element such as the floating cart button) overlaps on the screen as it is now.
 */
export async function coveredBy(page: Page, cover: Locator, also: Locator[] = []): Promise<Target[]> {
  const coverBox = await cover.boundingBox()
  if (!coverBox) throw new Error('the covering element is not on the screen')
  const handles = await Promise.all(also.map((locator) => locator.elementHandles()))
  const extra = handles.flat()
  const coverHandle = await cover.elementHandle()
  return page.evaluate(
    ({ selector, box, coverElement, extraElements }) => {
      const overlaps = (other: DOMRect) =>
        other.width > 1 &&
        other.height > 1 &&
        other.left < box.x + box.width &&
        other.right > box.x &&
        other.top < box.y + box.height &&
        other.bottom > box.y
      const seen = (node: Element) => {
        const style = getComputedStyle(node)
        return style.visibility !== 'hidden' && style.opacity !== '0'
      }
      return [...document.querySelectorAll(selector), ...(extraElements as Element[])]
        .filter((node) => node.tagName !== 'LABEL' || node.querySelector('input, select, textarea') !== null)
        .filter((node) => node !== coverElement && !coverElement?.contains(node) && !node.contains(coverElement))
        .filter((node) => seen(node) && overlaps(node.getBoundingClientRect()))
        .map((node) => {
          const { x, y, width, height } = node.getBoundingClientRect()
          const name = node.getAttribute('aria-label') ?? (node as HTMLElement).innerText ?? ''
          return { what: `<${node.tagName.toLowerCase()}> ${name.replace(/\s+/g, ' ').trim().slice(0, 50)}`, box: { x, y, width, height } }
        })
    },
    { selector: INTERACTIVE, box: coverBox, coverElement: coverHandle, extraElements: extra },
  )
}

/** A toast on screen: Radix renders each as a list item of the notification area. */
export const TOAST = 'li[data-swipe-direction]'

/** The buttons of `root` (an open dialog or drawer) that a visible toast lies over (decision 042). */
export async function buttonsUnderToasts(page: Page, root: Locator): Promise<string[]> {
  const covered: string[] = []
  for (const toast of await page.locator(TOAST).all()) {
    const box = await toast.boundingBox()
    if (!box) continue
    for (const button of await root.getByRole('button').all()) {
      const other = await button.boundingBox()
      if (!other) continue
      const overlaps =
        other.x < box.x + box.width && other.x + other.width > box.x && other.y < box.y + box.height && other.y + other.height > box.y
      const inToast = await toast.evaluate((element, node) => element.contains(node), await button.elementHandle())
      if (overlaps && !inToast) covered.push((await button.getAttribute('aria-label')) ?? (await button.innerText()))
    }
  }
  return covered
}
