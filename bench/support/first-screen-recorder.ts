import type { Page } from 'playwright-core'

/**
 * A block of a page and what shows that its data is in: an element matching `selector` whose text
 * holds every one of `texts` (data the benchmark put there, never a loading text).
 */
export type BlockCheck = { name: string; selector: string; texts: readonly string[] }

/**
 * What one page load showed, in ms since navigation start; a block missing from `filled` never filled.
 * `cls` is the cumulative layout shift until the recorder finished (a score, not ms).
 */
export type FirstScreen = { filled: Record<string, number>; fcp: number | undefined; cls: number }

export type RecorderOptions = {
  blocks: BlockCheck[]
  timeoutMs: number
  /**
   * What the server rendered and the app replaces (decision 044): the recorder waits until it is
   * gone, so that a layout shift of the app's first render is counted. Absent from the page: no wait.
   */
  replacedSelector: string
}

type RecorderWindow = { packstroomFirstScreen: { done: Promise<FirstScreen> } }

/**
 * Runs in the page before the shop's own scripts (Playwright's addInitScript), with the blocks to
 * watch. A MutationObserver notes `performance.now()` (ms since navigation start) the first time a
 * block's data text is in the DOM. First contentful paint is the browser's own entry; the layout
 * shift is the sum of the browser's `layout-shift` entries not caused by input (nothing is tapped
 * here, so none is left out). `done` resolves once every block has its time, the first paint
 * has happened and `replacedSelector` is gone, a frame later so the browser has reported that
 * frame's shifts; or after `timeoutMs` with what there was. Self-contained: it is sent to the page as
 * source text.
 */
function installFirstScreenRecorder({ blocks, timeoutMs, replacedSelector }: RecorderOptions): void {
  type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean }
  const filled: Record<string, number> = {}
  let fcp: number | undefined
  let cls = 0
  const notePaints = (entries: PerformanceEntryList) => {
    for (const entry of entries) if (entry.name === 'first-contentful-paint') fcp = entry.startTime
  }
  const noteShifts = (entries: PerformanceEntryList) => {
    for (const entry of entries as ShiftEntry[]) if (!entry.hadRecentInput) cls += entry.value
  }
  const paints = new PerformanceObserver((list) => {
    notePaints(list.getEntries())
    check()
  })
  paints.observe({ type: 'paint', buffered: true })
  const shifts = new PerformanceObserver((list) => noteShifts(list.getEntries()))
  shifts.observe({ type: 'layout-shift', buffered: true })

  let finished = false
  let finish: () => void = () => {}
  const done = new Promise<FirstScreen>((resolve) => {
    finish = () => {
      if (finished) return
      finished = true
      // Entries the observers have not been called back with yet.
      notePaints(paints.takeRecords())
      noteShifts(shifts.takeRecords())
      paints.disconnect()
      shifts.disconnect()
      observer.disconnect()
      resolve({ filled: { ...filled }, fcp, cls })
    }
  })
  let settling = false
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
    const allFilled = blocks.every((block) => filled[block.name] !== undefined)
    if (settling || !allFilled || fcp === undefined || document.querySelector(replacedSelector)) return
    // The shifts of the frame that draws this change are reported after it: wait for the frame, then a task.
    settling = true
    requestAnimationFrame(() => setTimeout(finish, 0))
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
export async function recordFirstScreen(page: Page, options: RecorderOptions): Promise<void> {
  await page.addInitScript({ content: `globalThis.__name ??= (target) => target;\n(${installFirstScreenRecorder.toString()})(${JSON.stringify(options)})` })
}

/** The page's record, once every block is filled and the page has settled, or the recorder's time is up. */
export function firstScreenOf(page: Page): Promise<FirstScreen> {
  return page.evaluate(() => (window as unknown as RecorderWindow).packstroomFirstScreen.done)
}
