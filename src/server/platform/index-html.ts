import { SHOP_INFO_META_NAME, type ShopInfo } from '../../shared/contracts/shop'

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** CONTRACT 5: the OBS overlays, pages with a transparent background. */
export const isOverlayPath = (url: string) => url.startsWith('/obs/')

/**
 * Writes the shop's configured facts into index.html: the title and a meta tag the client reads at
 * start-up (no inline script, so the Content-Security-Policy can forbid them). An overlay page gets
 * the `overlay` class on <html> from the first byte, so the stylesheet makes it transparent before
 * any script runs: an OBS browser source never flashes the shop's background. Used by the server
 * for the built page and by Vite in development.
 */
export function renderIndexHtml(template: string, shop: ShopInfo, options: { overlay?: boolean } = {}): string {
  const meta = `<meta name="${SHOP_INFO_META_NAME}" content="${escapeHtml(JSON.stringify(shop))}" />`
  const html = template
    .replace('<!--shop-info-->', meta)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(shop.shopName)} – live pack openings</title>`)
  return options.overlay ? html.replace(/<html(?=[\s>])/, '<html class="overlay"') : html
}
