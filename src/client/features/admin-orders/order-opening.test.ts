import { describe, expect, it } from 'vitest'
import { openingLine } from './order-opening'

describe('openingLine (decision 060)', () => {
  const opening = { sessionId: 1, startedAt: '2026-11-27T20:12:10.000Z', tappedAt: '2026-11-27T20:14:05.000Z' }

  it('says when it was opened on stream, in shop time, and how long it was up', () => {
    expect(openingLine({ status: 'completed', opening })).toBe('Geopend op stream om 21:14 (2 min)')
  })

  it('leaves out the minutes when the shop did not see it become up', () => {
    expect(openingLine({ status: 'completed', opening: { ...opening, startedAt: null } })).toBe('Geopend op stream om 21:14')
  })

  it("adds where it is in the recording, or else the stream, from OBS's timecodes (decision 062)", () => {
    const obs = { recordFrom: '00:12:03.250', recordTo: '00:14:10.900', streamFrom: '00:13:00.000', streamTo: '00:15:07.000' }
    expect(openingLine({ status: 'completed', opening: { ...opening, obs } })).toBe(
      'Geopend op stream om 21:14 (2 min) · in de opname 00:12:03–00:14:10',
    )
    expect(openingLine({ status: 'completed', opening: { ...opening, obs: { ...obs, recordTo: null } } })).toBe(
      'Geopend op stream om 21:14 (2 min) · in de opname vanaf 00:12:03',
    )
    const streamOnly = { recordFrom: null, recordTo: null, streamFrom: null, streamTo: '01:02:03.000' }
    expect(openingLine({ status: 'completed', opening: { ...opening, obs: streamOnly } })).toBe(
      'Geopend op stream om 21:14 (2 min) · in de stream tot 01:02:03',
    )
  })

  it('says so for an order opened outside a live', () => {
    expect(openingLine({ status: 'completed', opening: null })).toBe('Niet tijdens een live geopend')
  })

  it('says nothing for an order not opened', () => {
    expect(openingLine({ status: 'pending', opening: null })).toBeUndefined()
    expect(openingLine({ status: 'cancelled', opening: null })).toBeUndefined()
  })
})
