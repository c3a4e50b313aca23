import type { HTTPMethods } from 'fastify'
import { beforeAll, expect, test } from 'vitest'
import { messages } from '#shared/contracts/messages'
import type { RouteEntry } from '#server/app'
import { ADMIN_PROBE_URL, addAdminProbe, buildTestApp, loginAsAdmin } from '#server/testing/test-app'
import { useTestShop } from '#server/testing/use-test-shop'

/**
 * Every public API route, by hand. A new public route fails this test until it is added here:
 * making a route public is a decision, not an accident.
 */
const publicReads = [
  '/api/health',
  '/api/auth/session',
  '/api/collections',
  '/api/collections/slug/:slug',
  '/api/collections/:id/products',
  '/api/products',
  '/api/categories',
  '/api/queue',
  // Home's live queue panel: the first buyers of the queue above (decision 046).
  '/api/queue/head',
  '/api/queue/paid',
  '/api/live-status',
  '/api/tikkie-link',
  '/api/whatsapp-link',
  '/api/pack-battles',
  '/api/pack-battles/active',
  '/api/pack-battles/completed',
  '/api/leaderboard',
  '/api/leaderboard/standing',
  '/api/leaderboard/history',
  '/api/weekly-prize',
  // What a checkout earned, for the payment success page: the random payment id is the proof.
  '/api/payments/:id/points',
  // The payment provider sends the buyer back here; it shows nothing, it redirects.
  '/api/payments/:id/return',
  // The demo provider's payment page (only with PAYMENT_PROVIDER=demo, the test default).
  '/api/payments/:id/demo',
  // The buyer's own order page: the 256-bit token is the only key (decision 021).
  '/api/order-page/*',
  // Its shipping part, by the same token (decision 022): held orders and requests, no address (031).
  '/api/shipping-page/*',
  // A shipping request's status, for its page: the random shipment id is the key.
  '/api/shipping-requests/:id/status',
  // The return URL Mollie keeps for shipping fees created before decision 029: it redirects to
  // /api/payments/:id/return, the fee's payment having the request's id.
  '/api/shipping-requests/:id/return',
  // Without an upgrade the WebSocket route answers 404.
  '/ws',
  // The OBS overlay's head: its own key opens it, 401 without (decision 062).
  '/api/overlay/head',
]
const publicWrites = [
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/payments',
  'POST /api/payments/webhook',
  'POST /api/payments/:id/demo',
  // A viewer buys a Pack Battle spot: a checkout of one line, with the checkout's limits (decision 023).
  'POST /api/pack-battles/:battleId/spots',
  // A buyer asks for shipping of held cards with their order page's token; its fee is a payment
  // (decision 029), paid on the demo page and reported on by the webhook above.
  'POST /api/shipping-requests',
  // The webhook URL Mollie keeps for shipping fees created before decision 029: the same handler.
  'POST /api/shipping-requests/webhook',
  // The link-again form: the same answer for any address, limited per address and per client.
  'POST /api/order-links',
  // 'Adres invullen': the checkout's address for its token and e-mail address, 5 wrong ones an hour
  // per link (decision 031).
  'POST /api/shipping-page/address',
  // The withdrawal function (decision 039): a statement by an order page's token, or by e-mail address
  // and order number, limited per address; only a match is acknowledged, at its own address.
  'POST /api/withdrawals',
  // The form's check step (decision 058): the products a statement would name, for the order number
  // and the address typed together; records and mails nothing, limited per client and per address.
  'POST /api/withdrawals/preview',
  // The OBS overlay's timecodes at each opening: its own key opens it, 401 without (decision 062).
  'POST /api/overlay/openings/timecodes',
]
// Fastify adds HEAD beside every GET.
const publicApiRoutes = [...publicReads.flatMap((url) => [`GET ${url}`, `HEAD ${url}`]), ...publicWrites]

const { database, shop } = useTestShop()
let routes: RouteEntry[]

beforeAll(async () => {
  addAdminProbe(shop.app)
  await shop.app.ready()
  routes = shop.app.routeTable
})

const isApi = (route: RouteEntry) => route.url.startsWith('/api/') || route.url === '/ws'
const adminRoutes = () => routes.filter((route) => route.access === 'admin')

/** Calls a route as a visitor would, with made-up ids and an empty JSON body where one is expected. */
function call(route: RouteEntry, headers: Record<string, string>) {
  const url = route.url.replace(/:[^/]+/g, '1').replace(/\*$/, 'x')
  const hasBody = ['POST', 'PATCH', 'PUT'].includes(route.method)
  return shop.app.inject({ method: route.method as HTTPMethods, url, headers, ...(hasBody ? { payload: {} } : {}) })
}

test('every /api route and /ws declares who may call it', () => {
  const apiRoutes = routes.filter(isApi)
  expect(apiRoutes.length).toBeGreaterThan(0)
  for (const route of apiRoutes) expect(route.access, `${route.method} ${route.url}`).toMatch(/^(public|admin)$/)
})

test('the public API routes are exactly the allowlist', () => {
  const publicRoutes = routes
    .filter((route) => isApi(route) && route.access === 'public')
    .map((route) => `${route.method} ${route.url}`)
  expect(publicRoutes.sort()).toEqual([...publicApiRoutes].sort())
})

test('every admin route answers 401 {message} without a session cookie', async () => {
  expect(adminRoutes().map((route) => route.url)).toContain(ADMIN_PROBE_URL)
  for (const route of adminRoutes()) {
    const response = await call(route, {})
    expect(response.statusCode, `${route.method} ${route.url}`).toBe(401)
    if (route.method !== 'HEAD') expect(response.json()).toEqual({ message: messages.notAuthenticated })
  }
})

test('every admin route answers 401 {message} with a forged session cookie', async () => {
  const forged = [
    'packstroom_session=forged-0123456789abcdefghijklmnopqrstuv',
    'packstroom_session=',
    `packstroom_session=${'x'.repeat(500)}`,
    '__Host-packstroom_session=forged-0123456789abcdefghijklmnopqrstuv',
  ]
  for (const route of adminRoutes()) {
    for (const cookie of forged) {
      const response = await call(route, { cookie })
      expect(response.statusCode, `${route.method} ${route.url} with ${cookie.slice(0, 40)}`).toBe(401)
      if (route.method !== 'HEAD') expect(response.json()).toEqual({ message: messages.notAuthenticated })
    }
  }
})

test('the admin probe route opens with a real session, so the 401s above come from the guard', async () => {
  const cookie = await loginAsAdmin(shop.app)
  const response = await shop.app.inject({ method: 'GET', url: ADMIN_PROBE_URL, headers: { cookie } })
  expect(response.statusCode).toBe(200)
  expect(response.json()).toEqual({ ok: true })
})

test('an /api route that does not declare config.access stops the app from starting', async () => {
  const careless = await buildTestApp({}, { database })
  try {
    const register = async () => {
      careless.app.get('/api/forgot-to-say', () => ({ secret: true }))
      await careless.app.ready()
    }
    await expect(register()).rejects.toThrow(/must declare config\.access/)
  } finally {
    await careless.close().catch(() => {})
  }
})

test('a route outside /api needs no declaration', async () => {
  const pages = await buildTestApp({}, { database })
  try {
    pages.app.get('/robots-test.txt', () => 'ok')
    await pages.app.ready()
    expect(pages.app.routeTable.find((route) => route.url === '/robots-test.txt')?.access).toBeUndefined()
  } finally {
    await pages.close()
  }
})
