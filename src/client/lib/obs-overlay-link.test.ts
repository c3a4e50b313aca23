import { describe, expect, test } from 'vitest'
import { DEFAULT_OBS_URL, obsOpeningLink, obsUrlProblem, readOverlayLink } from './obs-overlay-link'

// decision 062: the key and OBS's address and password travel in the link's fragment only.
describe("the OBS opening overlay's link", () => {
  const settings = { key: 'k3y_-AbC', obsUrl: 'ws://127.0.0.1:4455', obsPassword: 'p&ss=w#rd ü' }

  test('carries key, address and password after the #, which a browser never sends to the shop', () => {
    const link = obsOpeningLink('https://packstroom.nl', settings)
    const url = new URL(link)
    expect(url.origin + url.pathname).toBe('https://packstroom.nl/obs/opening')
    expect(url.search).toBe('')
    expect(readOverlayLink(url.hash)).toEqual(settings)
  })

  test('a fragment without an address reads the default one; without a key, an empty key', () => {
    expect(readOverlayLink('')).toEqual({ key: '', obsUrl: DEFAULT_OBS_URL, obsPassword: '' })
    expect(readOverlayLink('#key=abc')).toEqual({ key: 'abc', obsUrl: DEFAULT_OBS_URL, obsPassword: '' })
  })

  test.each(['ws://127.0.0.1:4455', 'ws://localhost:4456'])('OBS on this machine (%s) is reachable', (url) => {
    expect(obsUrlProblem(url)).toBeNull()
  })

  test.each(['wss://127.0.0.1:4455', 'ws://192.168.1.20:4455', 'http://127.0.0.1:4455', '127.0.0.1:4455', ''])(
    '%s is refused with a Dutch message',
    (url) => {
      expect(obsUrlProblem(url)).toMatch(/ws:\/\/127\.0\.0\.1:4455/)
    },
  )
})
