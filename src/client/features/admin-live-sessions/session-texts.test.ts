import { describe, expect, it } from 'vitest'
import { openingsCountLine, sessionEndLine } from './session-texts'

describe('a live session card (decision 060)', () => {
  it('says a live still on is live, and the end in shop time', () => {
    expect(sessionEndLine({ startedAt: '2026-11-27T19:00:00.000Z', endedAt: null })).toBe('Nu live')
    expect(sessionEndLine({ startedAt: '2026-11-27T19:00:00.000Z', endedAt: '2026-11-27T21:30:00.000Z' })).toBe('Gestopt om 22:30')
  })

  it('names the date of an end past midnight', () => {
    expect(sessionEndLine({ startedAt: '2026-11-27T21:00:00.000Z', endedAt: '2026-11-27T23:30:00.000Z' })).toBe('Gestopt om 28 nov 2026, 00:30')
  })

  it('counts the orders opened', () => {
    expect(openingsCountLine(0)).toBe('Nog niets geopend')
    expect(openingsCountLine(1)).toBe('1 bestelling geopend')
    expect(openingsCountLine(3)).toBe('3 bestellingen geopend')
  })
})
