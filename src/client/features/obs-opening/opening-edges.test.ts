import { describe, expect, test } from 'vitest'
import { chapterName } from '#shared/domain/openings'
import { edgesBetween, onStreamLine } from './opening-edges'
import { obsStatusLine } from './obs-status'

const anna = { orderId: 1, orderNumber: '8E648974', tiktokUsername: 'anna' }
const bram = { orderId: 2, orderNumber: '3F2A9C1B', tiktokUsername: 'bram' }

// decision 062: what the stream shows, the chapter's name, and the edges of each opening.
describe('the OBS opening overlay', () => {
  test("the stream line and the chapter name carry the order number and the buyer's TikTok name", () => {
    expect(onStreamLine(anna)).toBe('Nu aan de beurt: @anna · 8E648974')
    expect(chapterName(anna)).toBe('Bestelling 8E648974 · @anna')
  })

  test("a new head during a live ends the previous one's opening and starts its own", () => {
    expect(edgesBetween(anna, bram, true)).toEqual([
      { orderId: 1, edge: 'end', head: anna },
      { orderId: 2, edge: 'start', head: bram },
    ])
    expect(edgesBetween(null, anna, true)).toEqual([{ orderId: 1, edge: 'start', head: anna }])
    expect(edgesBetween(bram, null, true)).toEqual([{ orderId: 2, edge: 'end', head: bram }])
  })

  test('the same head, or any change outside a live, has no edges', () => {
    expect(edgesBetween(anna, { ...anna }, true)).toEqual([])
    expect(edgesBetween(null, null, true)).toEqual([])
    expect(edgesBetween(anna, bram, false)).toEqual([])
    expect(edgesBetween(null, anna, false)).toEqual([])
  })

  test("the check window says how the line to OBS is doing, in the seller's words", () => {
    expect(obsStatusLine('connected', 'ws://127.0.0.1:4455')).toBe('Verbonden met OBS.')
    expect(obsStatusLine('away', 'ws://127.0.0.1:4455')).toContain('OBS is niet bereikbaar op ws://127.0.0.1:4455')
    expect(obsStatusLine('wrong-password', 'ws://127.0.0.1:4455')).toContain('Het wachtwoord van OBS klopt niet')
  })
})
