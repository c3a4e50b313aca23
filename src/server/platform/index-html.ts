import { SHOP_INFO_META_NAME, type ShopInfo } from '../../shared/contracts/shop'

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * Writes the shop's configured facts into index.html: the title and a meta tag the client reads at
 * start-up (no inline script, so the Content-Security-Policy can forbid them). Used by the server
 * for the built page and by Vite in development.
 */
export function renderIndexHtml(template: string, shop: ShopInfo): string {
  const meta = `<meta name="${SHOP_INFO_META_NAME}" content="${escapeHtml(JSON.stringify(shop))}" />`
  return template
    .replace('<!--shop-info-->', meta)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(shop.shopName)} – live pack openings</title>`)
}
