import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { memoryStorage } from '#client/lib/memory-storage-fixture'
import { findSpotPayment } from '#client/resources/battle-spot-payments'
import { recallOrderPageLink } from '#client/resources/order-page-links'
import { BUY_SPOT_FAILED_MESSAGE, buySpot } from './buy-spot'

const answer = (status: number, body: unknown) =>
  vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })))

const request = { spotNumber: 4, tiktokUsername: 'anna', email: 'anna@example.com' }

beforeEach(() => {
  vi.stubGlobal('sessionStorage', memoryStorage())
  vi.stubGlobal('window', { location: { origin: 'https://shop.example' } })
})
afterEach(() => vi.unstubAllGlobals())

test('a started purchase goes to the payment page and keeps the order page key, as a checkout does (decision 021)', async () => {
  const fetch = answer(200, { url: '/demo-payment/p-1', paymentId: 'p-1', orderPageToken: 'token-1' })
  vi.stubGlobal('fetch', fetch)
  expect(await buySpot(7, request)).toEqual({ ok: true, url: '/demo-payment/p-1' })
  expect(recallOrderPageLink('p-1')).toBe('token-1')
  // A payment that does not go through leads back to this spot (decision 054).
  expect(findSpotPayment('p-1')).toEqual({ battleId: 7, spotNumber: 4 })
  expect(fetch).toHaveBeenCalledWith('/api/pack-battles/7/spots', expect.objectContaining({ method: 'POST', body: JSON.stringify(request) }))
})

test('a spot taken meanwhile: the server’s message and the spots still free (decision 023)', async () => {
  const message = 'Plek 4 is net gekozen door iemand anders. Kies een andere plek.'
  vi.stubGlobal('fetch', answer(409, { message, freeSpots: [1, 3] }))
  expect(await buySpot(7, request)).toEqual({ ok: false, message, freeSpots: [1, 3] })
})

test('another refusal: its message, no free spots', async () => {
  const message = 'Voor deze Pack Battle koop je geen plek in de winkel. Betaal je plek via Tikkie.'
  vi.stubGlobal('fetch', answer(400, { message }))
  expect(await buySpot(7, request)).toEqual({ ok: false, message, freeSpots: undefined })
})

test('a payment address that is no web address is not followed', async () => {
  vi.stubGlobal('fetch', answer(200, { url: 'javascript:alert(1)', paymentId: 'p-2', orderPageToken: 'token-2' }))
  expect(await buySpot(7, request)).toEqual({ ok: false, message: BUY_SPOT_FAILED_MESSAGE })
})

test('no answer at all (a proxy’s page): the shop’s own message', async () => {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('<html>Bad Gateway</html>', { status: 502 }))))
  expect(await buySpot(7, request)).toMatchObject({ ok: false, message: BUY_SPOT_FAILED_MESSAGE })
})
