import { beforeAll, describe, expect, test } from 'vitest'
import { messages } from '#shared/contracts/messages'
import { loginAsAdmin, type TestApp } from '#server/testing/test-app'
import { useTestShop } from '#server/testing/use-test-shop'

/**
 * Browser-side defences (docs/reliability.md), through the real app: the session cookie's attributes on https
 * and on plain http, the origin guard on every state-changing route of the route table, and the
 * security headers. (That the overlays still load under the policy is e2e/overlay-csp.spec.ts.)
 */
const HTTPS_URL = 'https://shop.example.nl'
const FOREIGN = 'https://kwaadwillend.example'
const STATE_CHANGING = new Set(['POST', 'PATCH', 'PUT', 'DELETE'])

const { shop: httpsShop } = useTestShop({ config: { publicUrl: HTTPS_URL } })
const { shop: httpShop } = useTestShop({ config: { publicUrl: 'http://localhost:3000' } })
const { shop: proxiedShop } = useTestShop({ config: { publicUrl: HTTPS_URL, trustProxy: true } })

/** The raw Set-Cookie header of a login's session cookie, split into its lower-cased attributes. */
async function loginCookie(shop: TestApp) {
  const response = await shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { accessCode: 'test-access-code' } })
  expect(response.statusCode).toBe(200)
  const header = response.headers['set-cookie']
  // The login also sets the device cookie (device-cookies.test.ts checks that one).
  const raw = (Array.isArray(header) ? header : [String(header)]).find((cookie) => cookie.includes('packstroom_session=')) ?? ''
  const [nameValue = '', ...attributes] = raw.split(';').map((part) => part.trim())
  return { name: nameValue.split('=')[0], attributes: attributes.map((a) => a.toLowerCase()) }
}

describe('the session cookie', () => {
  test('over https: __Host- prefix, HttpOnly, SameSite=Lax, Secure, Path=/ and no Domain', async () => {
    const cookie = await loginCookie(httpsShop)
    expect(cookie.name).toBe('__Host-packstroom_session')
    expect(cookie.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'secure', 'path=/']))
    expect(cookie.attributes.some((a) => a.startsWith('domain='))).toBe(false)
  })

  test('over plain http (local development): HttpOnly and SameSite, but not Secure, so the browser keeps it', async () => {
    const cookie = await loginCookie(httpShop)
    expect(cookie.name).toBe('packstroom_session')
    expect(cookie.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']))
    expect(cookie.attributes).not.toContain('secure')
  })
})

describe('state-changing requests from another origin', () => {
  let cookie: string
  beforeAll(async () => {
    cookie = await loginAsAdmin(httpsShop.app)
  })

  /** Every POST/PATCH/PUT/DELETE of the route table, with each path parameter filled in. */
  const stateChangingRoutes = () =>
    httpsShop.app.routeTable
      .filter((route) => STATE_CHANGING.has(route.method))
      .map((route) => ({ method: route.method, url: route.url.replace(/:[A-Za-z]+/g, '1') }))

  async function send(route: { method: string; url: string }, headers: Record<string, string>) {
    const method = route.method as 'POST'
    return httpsShop.app.inject({ method, url: route.url, headers: { cookie, ...headers }, payload: {} })
  }

  test('the route table has state-changing routes to try', () => {
    expect(stateChangingRoutes().length).toBeGreaterThan(25)
  })

  test.each([
    ['a foreign Origin', { origin: FOREIGN }],
    ["the 'null' Origin of a sandboxed frame", { origin: 'null' }],
    ['a foreign Referer and no Origin', { referer: `${FOREIGN}/lokkertje` }],
    ['a Referer that is no URL and no Origin', { referer: 'niet-een-adres' }],
    ['Sec-Fetch-Site: cross-site and no Origin', { 'sec-fetch-site': 'cross-site' }],
  ])('%s: every one is refused with 403 and a Dutch message, even with a valid admin session', async (_, headers) => {
    const answers = await Promise.all(stateChangingRoutes().map(async (route) => ({ route, response: await send(route, headers) })))
    const wrong = answers
      .filter(({ response }) => response.statusCode !== 403 || response.json().message !== messages.crossSiteRequest)
      .map(({ route, response }) => `${route.method} ${route.url}: ${response.statusCode} ${response.body}`)
    expect(wrong).toEqual([])
  })

  test('the shop itself (its own Origin, or its own Referer) is not refused by the guard', async () => {
    const ownPages: Record<string, string>[] = [{ origin: HTTPS_URL }, { referer: `${HTTPS_URL}/admin` }]
    for (const headers of ownPages) {
      const response = await send({ method: 'POST', url: '/api/auth/logout' }, headers)
      expect(response.statusCode).not.toBe(403)
    }
  })

  test('behind a proxy (TRUST_PROXY), an Origin that a forged X-Forwarded-Host and -Proto name is refused; PUBLIC_URL’s passes', async () => {
    const proxiedCookie = await loginAsAdmin(proxiedShop.app)
    const forwardedAs = { 'x-forwarded-host': 'kwaadwillend.example', 'x-forwarded-proto': 'https' }
    const routes = proxiedShop.app.routeTable
      .filter((route) => STATE_CHANGING.has(route.method))
      .map((route) => ({ method: route.method as 'POST', url: route.url.replace(/:[A-Za-z]+/g, '1') }))
    const forged = await Promise.all(
      routes.map(async (route) => {
        const headers = { cookie: proxiedCookie, origin: FOREIGN, ...forwardedAs }
        const response = await proxiedShop.app.inject({ ...route, headers, payload: {} })
        return { route, response }
      }),
    )
    const wrong = forged
      .filter(({ response }) => response.statusCode !== 403 || response.json().message !== messages.crossSiteRequest)
      .map(({ route, response }) => `${route.method} ${route.url}: ${response.statusCode} ${response.body}`)
    expect(wrong).toEqual([])
    const referred = await proxiedShop.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: proxiedCookie, referer: `${FOREIGN}/admin`, ...forwardedAs },
    })
    expect(referred.statusCode).toBe(403)

    for (const own of [{ origin: HTTPS_URL }, { referer: `${HTTPS_URL}/admin` }]) {
      const headers = { cookie: proxiedCookie, ...forwardedAs, ...own }
      const response = await proxiedShop.app.inject({ method: 'POST', url: '/api/auth/logout', headers })
      expect(response.statusCode).not.toBe(403)
    }
  })

  // Decision: with neither Origin, Referer nor Sec-Fetch-Site the request cannot come from a page of a
  // modern browser (they send Origin on every POST, PATCH, PUT and DELETE), and the SameSite=Lax cookie
  // does not ride along on another site's POST in any browser; refusing it would only break the
  // payment provider's webhook and scripts. So it is let through, and the admin guard decides.
  test('a request with neither header, with a session cookie, is let through to the admin guard', async () => {
    const other = await loginAsAdmin(httpsShop.app)
    const response = await httpsShop.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: other } })
    expect(response.statusCode).not.toBe(403)
    const forged = await httpsShop.app.inject({
      method: 'DELETE',
      url: '/api/orders/failed',
      headers: { cookie: '__Host-packstroom_session=vervalst' },
    })
    expect(forged.statusCode).toBe(401)
  })
})

describe('security headers', () => {
  /** The Content-Security-Policy as a map of directive to its sources. */
  function policyOf(header: unknown): Map<string, string[]> {
    const directives = String(header).split(';').map((part) => part.trim().split(/\s+/))
    return new Map(directives.filter((d) => d[0]).map(([name = '', ...sources]) => [name, sources]))
  }

  test.each(['/', '/obs/leaderboard', '/collections/booster-packs'])('page %s: a strict policy, nosniff and a Referrer-Policy', async (url) => {
    const response = await httpShop.app.inject({ method: 'GET', url })
    const policy = policyOf(response.headers['content-security-policy'])
    expect(policy.get('script-src')).toEqual(["'self'"])
    for (const name of ['default-src', 'script-src', 'script-src-elem', 'script-src-attr']) {
      for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", 'data:', '*']) {
        expect(policy.get(name) ?? [], `${name} allows ${unsafe}`).not.toContain(unsafe)
      }
    }
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })

  test.each(['/api/health', '/api/products', '/api/queue', '/api/bestaat-niet'])(
    'API answer %s: a policy that allows nothing and no framing, nosniff, no cross-origin embedding',
    async (url) => {
      const response = await httpShop.app.inject({ method: 'GET', url })
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      const policy = policyOf(response.headers['content-security-policy'])
      expect(policy.get('default-src')).toEqual(["'none'"])
      expect(policy.get('frame-ancestors')).toEqual(["'none'"])
      expect(policy.get('base-uri')).toEqual(["'none'"])
      for (const [name, sources] of policy) expect(sources, `${name} allows something`).toEqual(["'none'"])
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin')
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    },
  )

  test("the OBS opening overlay alone may reach OBS's WebSocket on the seller's own machine, not upgraded to wss (decision 062)", async () => {
    for (const url of ['/obs/opening', '/obs/opening/', '/OBS/Opening?x=1']) {
      const policy = policyOf((await httpsShop.app.inject({ method: 'GET', url })).headers['content-security-policy'])
      expect(policy.get('connect-src'), url).toEqual(["'self'", 'ws://127.0.0.1:*', 'ws://localhost:*'])
      // OBS serves plain ws://; an upgrade to wss:// would never reach it.
      expect(policy.has('upgrade-insecure-requests'), url).toBe(false)
      expect(policy.get('script-src')).toEqual(["'self'"])
    }
    for (const url of ['/', '/obs/queue-widget', '/obs/opening-x']) {
      const policy = policyOf((await httpsShop.app.inject({ method: 'GET', url })).headers['content-security-policy'])
      expect(policy.get('connect-src'), url).toEqual(["'self'"])
      expect(policy.has('upgrade-insecure-requests'), url).toBe(true)
    }
  })

  test('HSTS only when the shop is served over https', async () => {
    for (const url of ['/api/health', '/']) {
      const overHttps = await httpsShop.app.inject({ method: 'GET', url })
      expect(overHttps.headers['strict-transport-security'], url).toMatch(/^max-age=31536000; includeSubDomains/)
    }
    const overHttp = await httpShop.app.inject({ method: 'GET', url: '/api/health' })
    expect(overHttp.headers['strict-transport-security']).toBeUndefined()
    // Nor may a plain-http shop tell the browser to upgrade every request (local development would break).
    expect(policyOf(overHttp.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(false)
  })
})
