import { beforeAll, expect, test } from 'vitest'
import { messages } from '#shared/contracts/messages'
import { products } from '#server/db/schema'
import { holdsUnstorableText } from './errors'
import { checkoutBody, clearShopData, insertProduct } from '#server/testing/factories'
import { injectAsAdmin, loginAsAdmin } from '#server/testing/test-app'
import { useTestShop } from '#server/testing/use-test-shop'

/**
 * Regression tests for what the bad-input properties (bad-input.test.ts) found in the platform:
 * text the database cannot store (a NUL character; a lone surrogate, which PGlite refuses) used
 * to reach the database and come back as a 500.
 */
const { shop } = useTestShop()

beforeAll(async () => {
  await clearShopData(shop.database.db)
})

test('a NUL character in a query string answers 400 {message}, not 500', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/leaderboard/standing?tiktokUsername=%00' })
  expect(response.statusCode).toBe(400)
  expect(response.json()).toEqual({ message: messages.invalidInput })
})

test('a NUL character in a path parameter answers 400 {message}, not 500', async () => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/collections/slug/booster%00packs' })
  expect(response.statusCode).toBe(400)
  expect(response.json()).toEqual({ message: messages.invalidInput })
})

test('a NUL character deep in an admin body answers 400 and stores nothing', async () => {
  const cookie = await loginAsAdmin(shop.app)
  const payload = { name: 'Booster\u0000Pack', imageUrl: '/demo/booster.svg', category: 'Booster Packs', price: 549, stock: 3 }
  const response = await injectAsAdmin(shop.app, cookie, { method: 'POST', url: '/api/products', payload })
  expect(response.statusCode).toBe(400)
  expect(response.json()).toEqual({ message: messages.invalidInput })
  expect(await shop.database.db.select().from(products)).toEqual([])
})

test('a lone surrogate in the payment webhook answers 400 {message}, not 500', async () => {
  const response = await shop.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: { id: 'tr_\udfff' } })
  expect(response.statusCode).toBe(400)
  expect(response.json()).toEqual({ message: messages.invalidInput })
})

test('an emoji (a surrogate pair) and right-to-left text are stored as sent', async () => {
  const cookie = await loginAsAdmin(shop.app)
  const payload = { category: 'Zeldzaam 😀 \u202Eكروت' }
  const response = await injectAsAdmin(shop.app, cookie, { method: 'POST', url: '/api/categories', payload })
  expect(response.statusCode).toBe(201)
  expect(response.json()).toEqual(payload)
})

test('NUL or a lone surrogate is found however deep a body nests; a surrogate pair is not refused', () => {
  let deep: unknown = 'Booster\u0000Pack'
  for (let level = 0; level < 100_000; level++) deep = { a: [deep] }
  expect(holdsUnstorableText(deep)).toBe(true)
  expect(holdsUnstorableText({ ['key\ud800']: 1 })).toBe(true)
  expect(holdsUnstorableText(['\udc00'])).toBe(true)
  expect(holdsUnstorableText({ name: 'Pikachu 😀', city: 'Zoë \u202E' })).toBe(false)
})

test("a NUL character in a checkout answers the checkout's own 400 {success: false, message}", async () => {
  const product = await insertProduct(shop.database.db, { stock: 5 })
  const items = [{ productId: product.id, quantity: 1 }]
  // In a field a buyer types, NUL is a control character, refused with that field rule's message (plain-text.ts).
  const inCity = checkoutBody({ items, shippingDetails: { city: 'Ams\u0000terdam' } })
  const city = await shop.app.inject({ method: 'POST', url: '/api/payments', payload: inCity })
  expect(city.statusCode).toBe(400)
  expect(city.json()).toEqual({ success: false, message: messages.noControlCharacters })
  // Anywhere else in the body (the userId the server ignores), after the schema: 'Ongeldige invoer.'.
  const inUserId = checkoutBody({ items, userId: 'koper\u0000' })
  const userId = await shop.app.inject({ method: 'POST', url: '/api/payments', payload: inUserId })
  expect(userId.statusCode).toBe(400)
  expect(userId.json()).toEqual({ success: false, message: messages.invalidInput })
  expect((await shop.database.db.select().from(products))[0]?.stock).toBe(5)
})

test("a body past the limit answers 413 'Het verzoek is te groot.', not 'Ongeldige invoer.'", async () => {
  const json = await shop.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ accessCode: 'x'.repeat(300 * 1024) }),
  })
  expect(json.statusCode).toBe(413)
  expect(json.json()).toEqual({ message: messages.requestTooLarge })

  // The payment provider's webhook takes a form of at most 4 KiB.
  const form = await shop.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=tr_${'a'.repeat(5 * 1024)}`,
  })
  expect(form.statusCode).toBe(413)
  expect(form.json()).toEqual({ message: messages.requestTooLarge })
})
