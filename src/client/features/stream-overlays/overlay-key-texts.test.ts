import { expect, test } from 'vitest'
import { overlayKeyLines } from './overlay-key-texts'

// decision 062: each OBS overlay key in the back office.
const key = { id: 1, createdAt: '2026-11-29T20:14:00.000Z', lastUsedAt: null, revokedAt: null }

test('a key says when it was made, and whether it works, was used or was revoked', () => {
  expect(overlayKeyLines(key)).toEqual({ made: 'Gemaakt op 29 november 2026 om 21:14', state: 'Werkt · nog niet gebruikt' })
  expect(overlayKeyLines({ ...key, lastUsedAt: '2026-11-29T21:02:00.000Z' }).state).toBe('Werkt · laatst gebruikt op 29 november 2026 om 22:02')
  expect(overlayKeyLines({ ...key, revokedAt: '2026-11-30T09:00:00.000Z' }).state).toBe('Ingetrokken op 30 november 2026 om 10:00')
})
