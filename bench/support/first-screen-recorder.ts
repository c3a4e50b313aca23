import type { Page } from 'playwright-core'

/**
 * A block of a page and what shows that its data is in: an element matching `selector` whose text
 * holds every one of `texts` (data the benchmark put there, never a loading text).
 */
export type BlockCheck = { name: string; selector: string; texts: readonly string[] }

/** What one page load showed, in ms since navigation start; a block missing from `filled` never filled. */
export type FirstScreen = { filled: Record<string, number>; fcp: number | undefined }

type RecorderWindow = { packstroomFirstScreen: { done: Promise<FirstScreen> } }

/**
 * Runs in the page before the shop's own scripts (Playwright's addInitScript), with the blocks to
 * watch. A MutationObserver notes `performance.now()` (ms since navigation start) the first time a
 * block's data text is in the DOM; `done` resolves when every block has one, or after `timeoutMs`
 * with those that did. First paint is the browser's own entry. Self-contained: it is sent
 * to the page as source text.
 */
function installFirstScreenRecorder({ blocks, timeoutMs }: { blocks: BlockCheck[]; timeoutMs: number }): void {
  const filled: Record<string, number> = {}
  let fcp: number | undefined
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') fcp = entry.startTime
  }).observe({ type: 'paint', buffered: true })

  let finish: () => void = () => {}
  const done = new Promise<FirstScreen>((resolve) => {
    finish = () => resolve({ filled: { ...filled }, fcp })
  })
  const check = () => {
    const at = performance.now()
    for (const block of blocks) {
      if (filled[block.name] !== undefined) continue
      const elements = document.querySelectorAll(block.selector)
      for (const element of elements) {
        const text = element.textContent ?? ''
        if (block.texts.every((wanted) => text.includes(wanted))) {
          filled[block.name] = at
          break
        }
      }
    }
    if (blocks.every((block) => filled[block.name] !== undefined)) {
      observer.disconnect()
      finish()
    }
  }
  const observer = new MutationObserver(check)
  observer.observe(document, { childList: true, subtree: true, characterData: true })
  setTimeout(finish, timeoutMs)
  ;(window as unknown as RecorderWindow).packstroomFirstScreen = { done }
}

/**
 * Installs the recorder in every document the page opens from now on. tsx compiles with esbuild's
 * keepNames, which wraps named functions in a `__name(fn, 'name')` helper that exists only in Node:
 * the page gets a stand-in that returns the function unchanged (as in overlay-recorder.ts).
 */
export async function recordFirstScreen(page: Page, blocks: BlockCheck[], timeoutMs: number): Promise<void> {
  const options = JSON.stringify({ blocks, timeoutMs })
  await page.addInitScript({ content: `globalThis.__name ??= (target) => target;\n(${installFirstScreenRecorder.toString()})(${options})` })
}

/** The page's record, once every block is filled or the recorder's time is up. */
export function firstScreenOf(page: Page): Promise<FirstScreen> {
  return page.evaluate(() => (window as unknown as RecorderWindow).packstroomFirstScreen.done)
}
