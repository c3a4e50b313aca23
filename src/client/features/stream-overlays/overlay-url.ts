import type { PopupSize, StreamOverlay } from './stream-overlays'

type UrlOptions = {
  /** 'Met geluid' is on; only a page with a sound option gets `?sound=1`. */
  sound: boolean
}

/** The absolute link of an overlay on this shop (`origin` is `location.origin`), as OBS needs it. */
export function overlayUrl(
  origin: string,
  overlay: Pick<StreamOverlay, 'path' | 'hasSoundOption'>,
  { sound }: UrlOptions,
): string {
  const url = new URL(overlay.path, origin)
  if (sound && overlay.hasSoundOption) url.searchParams.set('sound', '1')
  return url.href
}

/** The window.open features of a popup of this size. */
export function popupFeatures({ width, height }: PopupSize): string {
  return `popup,width=${width},height=${height}`
}
