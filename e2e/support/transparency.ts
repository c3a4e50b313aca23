import { PNG } from 'pngjs'
import type { Page } from 'playwright-core'

type Box = { x: number; y: number; width: number; height: number }

/**
 * Screenshots the page with no default background (as OBS composes a browser source) and counts
 * the pixels outside the boxes of `contentSelector` that are not fully transparent, and the opaque
 * ones inside (to prove the content was drawn at all).
 */
export async function transparencyOf(page: Page, contentSelector: string) {
  const boxes: Box[] = []
  for (const element of await page.locator(contentSelector).all()) {
    const box = await element.boundingBox()
    if (box) boxes.push(box)
  }
  const png = PNG.sync.read(await page.screenshot({ omitBackground: true }))
  // One pixel of slack for anti-aliased rounded edges.
  const inside = (x: number, y: number) =>
    boxes.some((b) => x >= b.x - 1 && x <= b.x + b.width + 1 && y >= b.y - 1 && y <= b.y + b.height + 1)
  let visibleOutside = 0
  let opaqueInside = 0
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const alpha = png.data[(y * png.width + x) * 4 + 3] ?? 0
      if (inside(x, y)) opaqueInside += alpha > 0 ? 1 : 0
      else if (alpha !== 0) visibleOutside++
    }
  }
  return { boxes: boxes.length, visibleOutside, opaqueInside, width: png.width, height: png.height }
}
