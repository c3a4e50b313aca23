/** A window size in CSS pixels. */
export type PopupSize = { width: number; height: number }

/** A page the seller puts on stream: an OBS overlay, or a pop-out widget window. */
export type StreamOverlay = {
  /** Stable key: element ids and the popup window's name. */
  id: string
  label: string
  path: `/${string}`
  popup: PopupSize
  /** One line for the seller: what the page shows. */
  description: string
  /** The page plays a sound per alert when its link carries `?sound=1`. */
  hasSoundOption?: boolean
}

/**
 * product.md 2.1 and 14: every overlay and pop-out the admin card offers. The card shows them in
 * this order; a new overlay is one more entry here.
 */
export const streamOverlays: readonly StreamOverlay[] = [
  {
    id: 'order-notification',
    label: 'Bestelmelding',
    path: '/obs/order-notification',
    popup: { width: 600, height: 800 },
    description: 'Overlay: elke betaalde bestelling verschijnt als melding met TikTok-naam, product en aantal.',
    hasSoundOption: true,
  },
  {
    id: 'queue-overlay',
    label: 'Wachtrij overlay',
    path: '/obs/queue-widget',
    popup: { width: 600, height: 800 },
    description: 'Overlay: de live wachtrij, met wie nu aan de beurt is en wie daarna komen.',
  },
  {
    id: 'pack-battle-overlay',
    label: 'Pack Battle overlay',
    path: '/obs/pack-battle-widget',
    popup: { width: 600, height: 800 },
    description: 'Overlay: de actieve Pack Battle met de plekken en de deelnemers; zonder actieve battle blijft hij leeg.',
  },
  {
    id: 'leaderboard-overlay',
    label: 'Leaderboard overlay',
    path: '/obs/leaderboard',
    popup: { width: 600, height: 800 },
    description: 'Overlay: de top 10 van de week met punten, de weekprijs en de tijd tot de nieuwe week.',
  },
  {
    id: 'queue-popout',
    label: 'Wachtrij pop-out',
    path: '/queue-widget',
    popup: { width: 600, height: 800 },
    description: 'Los venster: de live wachtrij (maximaal 10 kopers) met live-status en je TikTok-naam.',
  },
  {
    id: 'battle-popout',
    label: 'Pack Battle pop-out',
    path: '/battle-widget',
    popup: { width: 700, height: 800 },
    description: 'Los venster: de Pack Battles met live-status en je TikTok-naam.',
  },
]
