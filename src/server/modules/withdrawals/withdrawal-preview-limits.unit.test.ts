import { expect, test } from 'vitest'
import { withdrawalPreviewLimiter } from './withdrawal-preview-limits'

const HOUR_MS = 60 * 60_000

test('a client and an address each get their look-ups an hour; a refused one is not counted', () => {
  const limiter = withdrawalPreviewLimiter({ perClientPerHour: 3, perEmailPerHour: 2 })
  const now = Date.UTC(2026, 10, 29, 12)
  expect(limiter.claim('10.0.0.1', 'a@example.nl', now)).toBe(true)
  expect(limiter.claim('10.0.0.1', 'A@Example.nl ', now)).toBe(true)
  expect(limiter.claim('10.0.0.1', 'a@example.nl', now)).toBe(false)
  // Another address from the same client: one left for the client.
  expect(limiter.claim('10.0.0.1', 'b@example.nl', now)).toBe(true)
  expect(limiter.claim('10.0.0.1', 'c@example.nl', now)).toBe(false)
  // Another client, the address that is used up: refused.
  expect(limiter.claim('10.0.0.2', 'a@example.nl', now)).toBe(false)
  // An hour later both have their allowance again.
  expect(limiter.claim('10.0.0.1', 'a@example.nl', now + HOUR_MS + 1)).toBe(true)
})

test('many clients looking up once do not pile up: expired ones are swept', () => {
  const limiter = withdrawalPreviewLimiter({ perClientPerHour: 1, perEmailPerHour: 1 })
  const now = Date.UTC(2026, 10, 29, 12)
  const started = performance.now()
  for (let i = 0; i < 6_000; i++) expect(limiter.claim(`10.0.${i >> 8}.${i & 255}`, `k${i}@example.nl`, now + i)).toBe(true)
  // Sweeping at most once a minute keeps a flood of new clients cheap.
  expect(performance.now() - started).toBeLessThan(2_000)
  expect(limiter.claim('10.0.0.0', 'k0@example.nl', now + HOUR_MS + 1)).toBe(true)
  expect(limiter.claim('10.0.0.0', 'k0@example.nl', now + HOUR_MS + 2)).toBe(false)
})
