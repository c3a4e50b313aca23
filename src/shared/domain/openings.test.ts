import { describe, expect, test } from 'vitest'
import { openedOnStreamText, openingDurationSeconds, packOpenedOnStreamText, replayAt, replayLinkText } from './openings'

// A live that started at 20:30 Amsterdam time (19:30 UTC); an opening whose turn came 42 min 30 s later.
const sessionStart = '2026-11-29T19:30:00.000Z'
const turn = '2026-11-29T20:12:30.000Z'
const tap = '2026-11-29T20:14:10.000Z'

describe('replayAt: the replay at the moment of an opening', () => {
  test.each([
    ['https://www.youtube.com/watch?v=abc123', 'https://www.youtube.com/watch?v=abc123&t=2550s'],
    ['https://youtube.com/watch?v=abc123&list=PL1', 'https://youtube.com/watch?v=abc123&list=PL1&t=2550s'],
    ['https://m.youtube.com/watch?v=abc123&t=10s', 'https://m.youtube.com/watch?v=abc123&t=2550s'],
    ['https://youtu.be/abc123?si=xyz', 'https://youtu.be/abc123?si=xyz&t=2550s'],
    ['https://www.youtube.com/live/abc123', 'https://www.youtube.com/live/abc123?t=2550s'],
  ])('a YouTube video %s gets the offset in seconds: %s', (url, expected) => {
    expect(replayAt(url, sessionStart, turn, tap)).toEqual({ url: expected, minute: null })
  })

  test('another host (a TikTok replay) keeps its link, with the minute to look for', () => {
    const url = 'https://www.tiktok.com/@packstroom/live/replay?id=7'
    expect(replayAt(url, sessionStart, turn, tap)).toEqual({ url, minute: 42 })
  })

  test('a YouTube address that is no video (a channel) gets the minute, not an offset', () => {
    expect(replayAt('https://www.youtube.com/@packstroom', sessionStart, turn, tap)).toEqual({ url: 'https://www.youtube.com/@packstroom', minute: 42 })
  })

  test('an opening whose turn was not seen is found at its tap', () => {
    expect(replayAt('https://youtu.be/abc', sessionStart, null, tap)?.url).toBe('https://youtu.be/abc?t=2650s')
  })

  test('the offset is never negative, and seconds are floored', () => {
    expect(replayAt('https://youtu.be/abc', sessionStart, '2026-11-29T19:29:00.000Z', tap)?.url).toBe('https://youtu.be/abc?t=0s')
    expect(replayAt('https://youtu.be/abc', sessionStart, '2026-11-29T19:30:59.900Z', tap)?.url).toBe('https://youtu.be/abc?t=59s')
    expect(replayAt('https://tiktok.com/x', sessionStart, '2026-11-29T19:30:59.900Z', tap)?.minute).toBe(0)
  })

  test.each(['javascript:alert(1)', 'ftp://example.com/replay', 'not a url', ''])('only http(s) addresses: %s gives no link', (url) => {
    expect(replayAt(url, sessionStart, turn, tap)).toBeNull()
  })
})

describe('the buyer’s words for an opening on stream', () => {
  test('when and how long', () => {
    expect(openingDurationSeconds(turn, tap)).toBe(100)
    expect(openingDurationSeconds(null, tap)).toBeNull()
    expect(openedOnStreamText(tap, 100)).toBe('Geopend op stream op 29 november om 21:14, in 2 minuten.')
    expect(openedOnStreamText(tap, 70)).toBe('Geopend op stream op 29 november om 21:14, in 1 minuut.')
    expect(openedOnStreamText(tap, 20)).toBe('Geopend op stream op 29 november om 21:14, in minder dan een minuut.')
    expect(openedOnStreamText(tap, null)).toBe('Geopend op stream op 29 november om 21:14.')
  })

  test('the replay link says where it starts, or the minute to look for', () => {
    expect(replayLinkText({ url: 'https://youtu.be/abc?t=2550s', minute: null }, tap, 100)).toBe('Bekijk de opname vanaf 21:12')
    expect(replayLinkText({ url: 'https://youtu.be/abc?t=2650s', minute: null }, tap, null)).toBe('Bekijk de opname vanaf 21:14')
    expect(replayLinkText({ url: 'https://tiktok.com/x', minute: 42 }, tap, 100)).toBe('Bekijk de opname (vanaf minuut 42)')
  })

  test('the mail says when the pack was opened', () => {
    expect(packOpenedOnStreamText(tap)).toBe('Je pack is geopend op stream om 21:14.')
  })
})
