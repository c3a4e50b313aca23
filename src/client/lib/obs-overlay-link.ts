/**
 * decision 062: the OBS opening overlay's link carries the overlay's key and OBS's address and password
 * in its fragment (after '#'), which a browser never sends to the shop: the shop never learns OBS's
 * password, and its logs never hold the key.
 */
export type OverlayLinkSettings = {
  /** The overlay's key, made in the back office. */
  key: string
  /** OBS's WebSocket server, 'ws://127.0.0.1:4455' unless the seller changed the port. */
  obsUrl: string
  /** OBS's WebSocket password; '' when authentication is off. */
  obsPassword: string
}

export const DEFAULT_OBS_URL = 'ws://127.0.0.1:4455'

/** The overlay's absolute link on this shop (`origin` is `location.origin`). */
export function obsOpeningLink(origin: string, settings: OverlayLinkSettings): string {
  const fragment = new URLSearchParams({ key: settings.key, obs: settings.obsUrl, password: settings.obsPassword })
  return `${new URL('/obs/opening', origin).href}#${fragment.toString()}`
}

/** What the link's fragment says; a missing OBS address is the default one, a missing key ''. */
export function readOverlayLink(hash: string): OverlayLinkSettings {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  return { key: params.get('key') ?? '', obsUrl: params.get('obs') || DEFAULT_OBS_URL, obsPassword: params.get('password') ?? '' }
}

/**
 * Whether OBS's address is one the overlay may reach: ws:// on the seller's own machine (the page's
 * policy allows nothing else, and OBS's server speaks no TLS). A message for the seller, or null.
 */
export function obsUrlProblem(obsUrl: string): string | null {
  if (!URL.canParse(obsUrl)) return 'Voer het adres van OBS in, zoals ws://127.0.0.1:4455'
  const url = new URL(obsUrl)
  if (url.protocol !== 'ws:' || !['127.0.0.1', 'localhost'].includes(url.hostname)) {
    return 'De overlay praat alleen met OBS op dezelfde computer: ws://127.0.0.1 met de poort uit OBS, zoals ws://127.0.0.1:4455'
  }
  return null
}
