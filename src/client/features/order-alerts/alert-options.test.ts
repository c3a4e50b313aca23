import { describe, expect, test } from 'vitest'
import { holdFor, parseAlertOptions } from './alert-options'

const options = (query: string) => parseAlertOptions(new URLSearchParams(query))

describe('order notification options from the URL', () => {
  test('five seconds and silent by default', () => {
    expect(options('')).toEqual({ sound: false, holdMs: 5000 })
  })

  test('?sound=1 chimes; ?duration sets the hold within 1 to 30 seconds', () => {
    expect(options('sound=1&duration=8')).toEqual({ sound: true, holdMs: 8000 })
    expect(options('sound=true&duration=2.5')).toEqual({ sound: true, holdMs: 2500 })
    expect(options('sound=0&duration=0').holdMs).toBe(1000)
    expect(options('duration=600').holdMs).toBe(30_000)
    expect(options('duration=lang')).toEqual({ sound: false, holdMs: 5000 })
  })

  test('with three or more alerts waiting each holds half as long, never under a second', () => {
    expect(holdFor(5000, 2)).toBe(5000)
    expect(holdFor(5000, 3)).toBe(2500)
    expect(holdFor(1000, 10)).toBe(1000)
  })
})
