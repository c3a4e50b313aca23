import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { CheckoutRequest } from '#shared/contracts/checkout'
import { memoryStorage } from '#client/lib/memory-storage-fixture'
import { CHECKOUT_FAILED_MESSAGE, startCheckout } from './checkout'

const answer = (status: number, body: unknown) =>
  vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })))

const request = { items: [{ productId: 3, quantity: 2 }] } as CheckoutRequest

beforeEach(() => {
  vi.stubGlobal('sessionStorage', memoryStorage())
  vi.stubGlobal('window', { location: { origin: 'https://shop.example' } })
})
afterEach(() => vi.unstubAllGlobals())

test('too little stock: the message and the line it concerns, for the cart to show there (decision 054)', async () => {
  const message = 'Niet genoeg voorraad voor Booster Pack: nog 1 beschikbaar.'
  vi.stubGlobal('fetch', answer(409, { success: false, message, shortage: { productId: 3, available: 1 } }))
  expect(await startCheckout(request)).toEqual({ ok: false, message, shortage: { productId: 3, available: 1 } })
})

test('another refusal carries no line; a malformed one is not trusted', async () => {
  const message = 'Je kunt maximaal 2 van Booster Pack per koper kopen.'
  vi.stubGlobal('fetch', answer(409, { success: false, message }))
  expect(await startCheckout(request)).toEqual({ ok: false, message })
  vi.stubGlobal('fetch', answer(409, { success: false, message, shortage: { productId: '3', available: -1 } }))
  expect(await startCheckout(request)).toEqual({ ok: false, message })
  vi.stubGlobal('fetch', answer(400, { success: false, message, shortage: { productId: 3, available: 1 } }))
  expect(await startCheckout(request)).toEqual({ ok: false, message })
})

test('no answer the shop understands: its own message', async () => {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('<html>Bad Gateway</html>', { status: 502 }))))
  expect(await startCheckout(request)).toEqual({ ok: false, message: CHECKOUT_FAILED_MESSAGE })
})
