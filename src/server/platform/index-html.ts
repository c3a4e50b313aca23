// With its extension: vite.config.ts loads this file, and Vite wants the imports it follows spelled out.
import { messages } from '#shared/contracts/messages.ts'
import { PAGE_DATA_ELEMENT_ID, SERVER_MARKUP_ATTRIBUTE } from '#shared/contracts/page-render.ts'
import { SHOP_INFO_META_NAME, type ShopInfo, type ShopTexts } from '#shared/contracts/shop.ts'

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** product.md 14: the OBS overlays, pages with a transparent background. */
export const isOverlayPath = (url: string) => url.startsWith('/obs/')

/**
 * Said on every page while payments are the demo provider's, where anyone can mark their own payment
 * paid: nobody mistakes a test shop for a real one. Part of the page from the first byte, outside the
 * app, so it shows before any script and moves nothing once the app is there. Not on the OBS
 * overlays, which are the stream's picture, not pages a buyer reads.
 */
const TEST_SHOP_BANNER = `<aside class="test-shop-banner" aria-label="Testwinkel"><p>${messages.testShop}</p></aside>`

/**
 * A page's first screen, prerendered at build time (src/client/server-render.tsx), with stand-ins
 * (`tokens`) where the shop's configured facts go.
 */
export type Shell = { html: string; tokens: Record<keyof ShopTexts, string> }

/**
 * A page rendered with its data (decision 044): its markup, and its data as JSON (already safe in a
 * script block) with the moment its reads began, for the browser's query cache and realtime socket.
 */
export type RenderedContent = { head: string; html: string; data: string; readsBegan: number }

/**
 * Writes the shop's configured facts into index.html: the title and a meta tag the client reads at
 * start-up (no inline script, so the Content-Security-Policy can forbid them). An overlay page gets
 * the `overlay` class on <html> from the first byte, so the stylesheet makes it transparent before
 * any script runs: an OBS browser source never flashes the shop's background. A page with a
 * prerendered first screen carries it in #root (`serverMarkup`) until React renders the same screen in
 * its place. Used by the server for the built page and by Vite in development.
 */
export function renderIndexHtml(
  template: string,
  shop: ShopInfo,
  options: { overlay?: boolean; shell?: Shell; content?: RenderedContent; testShop?: boolean } = {},
): string {
  const meta = `<meta name="${SHOP_INFO_META_NAME}" content="${escapeHtml(JSON.stringify(shop))}" />`
  let html = template
    .replace('<!--shop-info-->', meta)
    .replace('<!--test-shop-->', options.testShop && !options.overlay ? TEST_SHOP_BANNER : '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(shop.shopName)} – live pack openings</title>`)
  if (options.content) {
    const { content } = options
    const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">{"readsBegan":${content.readsBegan},"state":${content.data}}</script>`
    html = html.replace('<div id="root"></div>', () => `<div id="root">${serverMarkup(content.html)}</div>${data}`)
    // The page's own title, if it names one, in the place of the shop's; its image preloads at the end of the head.
    const title = /<title>[^<]*<\/title>/.exec(content.head)?.[0]
    if (title) html = html.replace(/<title>[^<]*<\/title>/, () => title)
    const rest = title ? content.head.replace(title, '') : content.head
    html = html.replace('</head>', () => `${rest}</head>`)
  } else if (options.shell) {
    const root = `<div id="root">${serverMarkup(fillShell(options.shell, shop))}</div>`
    html = html.replace('<div id="root"></div>', () => root)
  }
  return options.overlay ? html.replace(/<html(?=[\s>])/, '<html class="overlay"') : html
}

/**
 * The server's markup of a page, as it waits for the app (decision 059). Its text fields take what a
 * visitor types at once, and the app carries it over into its own fields when it takes the page over;
 * every other control is inert until then, as it does nothing yet (no dead buttons, and no form the
 * browser would send by itself). `aria-busy` tells a screen reader the part is about to be replaced.
 * React escapes '<' and '>' in text and attribute values alike, so every '<' of its markup opens a tag.
 */
function serverMarkup(html: string): string {
  const quiet = html.replace(/<([a-z][a-z0-9-]*)(?=[\s>/])([^>]*)>/g, (tag, name: string, attributes: string) => {
    // A form with method 'dialog' outside a dialog is sent nowhere: Enter in its field reloads nothing.
    if (name === 'form') return `<form method="dialog"${attributes.replace(/\smethod="[^"]*"/i, '')}>`
    return isDeadBeforeTheApp(name, attributes) ? `<${name} inert=""${attributes}>` : tag
  })
  return `<div ${SERVER_MARKUP_ATTRIBUTE}="" aria-busy="true">${quiet}</div>`
}

/** Inputs that take typing without any script; React keeps what is typed in them (main.tsx). */
const TEXT_INPUT_TYPES = new Set(['text', 'email', 'search', 'tel', 'url', 'number', 'password'])

function isDeadBeforeTheApp(name: string, attributes: string): boolean {
  if (name === 'textarea') return false
  if (name === 'input') return !TEXT_INPUT_TYPES.has(/\stype="([^"]*)"/.exec(attributes)?.[1] ?? 'text')
  return ['a', 'button', 'select', 'summary'].includes(name) || /\s(?:tabindex|contenteditable)="/i.test(attributes)
}

/** The shell with the shop's facts in place of its stand-ins, escaped like every other text of the page. */
function fillShell(shell: Shell, shop: ShopTexts): string {
  const keys = Object.keys(shell.tokens) as (keyof ShopTexts)[]
  const byToken = new Map(keys.map((key) => [shell.tokens[key], escapeHtml(shop[key])]))
  // One pass, so a fact that happens to contain a stand-in is not filled in again.
  const anyToken = new RegExp([...byToken.keys()].map((token) => token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g')
  return shell.html.replace(anyToken, (token) => byToken.get(token) ?? token)
}
