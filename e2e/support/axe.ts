import { AxeBuilder } from '@axe-core/playwright'
import type { Result } from 'axe-core'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * axe as accessibility.spec.ts runs it, for a journey that checks the screen it reached: WCAG 2.1 at
 * levels A and AA, no rule switched off. The page must come from `browser.newContext()` (architecture.md,
 * toolchain notes).
 */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** One line per offending element: what is wrong, where, and how to fix it. */
function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'unknown impact'}) at ${node.target.join(' ')}: ${violation.help}` +
        ` [${violation.helpUrl}]${node.failureSummary ? `\n    ${node.failureSummary.replaceAll('\n', '\n    ')}` : ''}`,
    ),
  )
}

/**
 * Waits until no loading text is on screen and every finite animation has ended, then runs axe on
 * what the page shows and fails with a readable list of every violation.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.waitForFunction(() => !/laden\.\.\./i.test(document.body.innerText))
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  )
  // A page without frames (all but the e-mail reader's) runs axe.run in the page: the same rules on
  // the same document as the default runPartial and finishRun, without the blank page finishRun opens
  // for every check, which took half the time. A page with frames keeps the default, which runs axe
  // in each frame, cross-origin ones too.
  const withoutFrames = page.frames().length === 1
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).setLegacyMode(withoutFrames).analyze()
  expect(describeViolations(results.violations), `axe on ${page.url()} at ${page.viewportSize()?.width ?? '?'} px`).toEqual([])
}
