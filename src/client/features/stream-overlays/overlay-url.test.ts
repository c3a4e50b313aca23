import { describe, expect, test } from 'vitest'
import { overlayUrl, popupFeatures } from './overlay-url'
import { streamOverlays, type StreamOverlay } from './stream-overlays'

const origin = 'https://shop.example.nl'
const notification = { path: '/obs/order-notification', hasSoundOption: true } as const
const queueOverlay = { path: '/obs/queue-widget' } as const

describe('overlay links', () => {
  test('a link is the absolute address of the page on this shop', () => {
    expect(overlayUrl(origin, queueOverlay, { sound: false })).toBe('https://shop.example.nl/obs/queue-widget')
    expect(overlayUrl('http://127.0.0.1:3000', queueOverlay, { sound: false })).toBe('http://127.0.0.1:3000/obs/queue-widget')
  })

  test("'Met geluid' adds ?sound=1 to the order notification", () => {
    expect(overlayUrl(origin, notification, { sound: true })).toBe('https://shop.example.nl/obs/order-notification?sound=1')
    expect(overlayUrl(origin, notification, { sound: false })).toBe('https://shop.example.nl/obs/order-notification')
  })

  test('a page without a sound option never gets ?sound=1', () => {
    expect(overlayUrl(origin, queueOverlay, { sound: true })).toBe('https://shop.example.nl/obs/queue-widget')
  })
})

describe('popups', () => {
  test('a popup opens as a window of the given size', () => {
    expect(popupFeatures({ width: 600, height: 800 })).toBe('popup,width=600,height=800')
    expect(popupFeatures({ width: 700, height: 800 })).toBe('popup,width=700,height=800')
  })
})

describe('the overlay list (product.md 2.1)', () => {
  const byPath = new Map<string, StreamOverlay>(streamOverlays.map((overlay) => [overlay.path, overlay]))

  test('offers the three OBS overlays at 600×800 and the two pop-outs at their own sizes', () => {
    for (const path of ['/obs/order-notification', '/obs/queue-widget', '/obs/pack-battle-widget', '/queue-widget']) {
      expect(byPath.get(path)?.popup, path).toEqual({ width: 600, height: 800 })
    }
    expect(byPath.get('/battle-widget')?.popup).toEqual({ width: 700, height: 800 })
  })

  test('only the order notification has a sound option', () => {
    expect(streamOverlays.filter((overlay) => overlay.hasSoundOption).map((overlay) => overlay.path)).toEqual([
      '/obs/order-notification',
    ])
  })

  test('every entry has its own key and label, so element ids and button names stay unique', () => {
    expect(new Set(streamOverlays.map((overlay) => overlay.id)).size).toBe(streamOverlays.length)
    expect(new Set(streamOverlays.map((overlay) => overlay.label)).size).toBe(streamOverlays.length)
    expect(new Set(streamOverlays.map((overlay) => overlay.path)).size).toBe(streamOverlays.length)
  })
})
