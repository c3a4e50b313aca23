import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, test } from 'vitest'
import { messages } from '#shared/contracts/messages'
import { rowsOf } from '#server/db/db'
import { adminAccess, adminSessions } from '#server/db/schema'
import { addAdminProbe, ADMIN_TEST_CODE, buildTestApp, loginAsAdmin } from '#server/testing/test-app'
import { useTestShop } from '#server/testing/use-test-shop'

const { database, shop } = useTestShop()
let probeUrl: string

beforeAll(async () => {
  probeUrl = addAdminProbe(shop.app)
  await shop.app.ready()
})

const login = (accessCode: unknown, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { accessCode }, headers })

const isAuthenticated = async (cookie?: string) => {
  const headers = cookie ? { cookie } : {}
  const response = await shop.app.inject({ method: 'GET', url: '/api/auth/session', headers })
  expect(response.statusCode).toBe(200)
  return (response.json() as { isAuthenticated: boolean }).isAuthenticated
}

const probe = (cookie: string) => shop.app.inject({ method: 'GET', url: probeUrl, headers: { cookie } })

describe('logging in', () => {
  test("a wrong access code answers 401 with 'Ongeldige toegangscode.' and sets no cookie", async () => {
    const response = await login('not-the-code')
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ message: 'Ongeldige toegangscode.' })
    expect(response.headers['set-cookie']).toBeUndefined()
  })

  test("a login without an access code answers 400 'Toegangscode is verplicht'", async () => {
    for (const payload of [{}, { accessCode: '' }]) {
      const response = await shop.app.inject({ method: 'POST', url: '/api/auth/login', payload })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message: messages.accessCodeRequired })
    }
  })

  test('a login with an empty body answers 400 with a Dutch message', async () => {
    const response = await shop.app.inject({ method: 'POST', url: '/api/auth/login' })
    expect(response.statusCode).toBe(400)
    // Either the field's own message or the general one ('Ongeldige invoer.', or zod's Dutch locale).
    expect(response.json().message).toMatch(/^(Toegangscode is verplicht|Ongeldige invoer)/)
  })

  test('the right code answers {isAuthenticated: true} with an HttpOnly, SameSite=Lax session cookie on /', async () => {
    const response = await login(ADMIN_TEST_CODE)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ isAuthenticated: true })

    // The session, and the device cookie that makes this browser a trusted one (device-cookies.test.ts).
    expect(response.cookies.map((c) => c.name)).toEqual(['packstroom_session', 'packstroom_device'])
    const cookie = response.cookies[0]
    expect(cookie).toMatchObject({ name: 'packstroom_session', httpOnly: true, sameSite: 'Lax', path: '/' })
    // Plain http (the default PUBLIC_URL): a Secure cookie would never come back.
    expect(cookie?.secure).toBeUndefined()
    // At least 128 bits of randomness: 22 base64url characters.
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22,}$/)
  })

  test('two logins hand out two different session tokens', async () => {
    const first = await loginAsAdmin(shop.app)
    const second = await loginAsAdmin(shop.app)
    expect(first).not.toBe(second)
  })

  test('logging in again with the old cookie hands out a new token and ends the old session on the server', async () => {
    const first = await loginAsAdmin(shop.app)
    const again = await login(ADMIN_TEST_CODE, { cookie: first })
    expect(again.statusCode).toBe(200)
    const second = `${again.cookies[0]?.name}=${again.cookies[0]?.value}`
    expect(second).not.toBe(first)
    expect((await probe(second)).statusCode).toBe(200)
    expect((await probe(first)).statusCode).toBe(401)
  })

  test('every wrong code gets the same answer, whatever it looks like', async () => {
    const guesses = ['x', 'test-access-cod', 'test-access-code ', 'TEST-ACCESS-CODE', 'é'.repeat(200), "' or 1=1 --"]
    for (const guess of guesses) {
      const response = await login(guess)
      expect(response.statusCode, guess).toBe(401)
      expect(response.body, guess).toBe(JSON.stringify({ message: 'Ongeldige toegangscode.' }))
      expect(response.headers['set-cookie'], guess).toBeUndefined()
    }
  })

  test("a login posted from another site's page answers 403", async () => {
    const response = await login(ADMIN_TEST_CODE, { origin: 'https://evil.example' })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ message: messages.crossSiteRequest })
    expect(response.headers['set-cookie']).toBeUndefined()

    const fromShop = await login(ADMIN_TEST_CODE, { origin: new URL(shop.config.publicUrl).origin })
    expect(fromShop.statusCode).toBe(200)
  })
})

test('over https the session cookie is Secure and named __Host-', async () => {
  const secureShop = await buildTestApp({ publicUrl: 'https://shop.example' }, { database })
  try {
    const response = await secureShop.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { accessCode: ADMIN_TEST_CODE },
    })
    expect(response.statusCode).toBe(200)
    expect(response.cookies.map((c) => c.name)).toEqual(['__Host-packstroom_session', '__Host-packstroom_device'])
    expect(response.cookies[0]).toMatchObject({
      name: '__Host-packstroom_session',
      secure: true,
      httpOnly: true,
      path: '/',
    })
    expect(response.cookies[0]).not.toHaveProperty('domain')
  } finally {
    await secureShop.close()
  }
})

describe('the session', () => {
  test('GET /api/auth/session is false without a cookie and true with the login cookie', async () => {
    expect(await isAuthenticated()).toBe(false)
    expect(await isAuthenticated('packstroom_session=forged-token-forged-token-forged')).toBe(false)
    expect(await isAuthenticated(await loginAsAdmin(shop.app))).toBe(true)
  })

  test('after logout the session is over and the old cookie no longer opens an admin route', async () => {
    const cookie = await loginAsAdmin(shop.app)
    expect((await probe(cookie)).statusCode).toBe(200)

    const response = await shop.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ isAuthenticated: false })
    expect(response.cookies[0]).toMatchObject({ name: 'packstroom_session', value: '', maxAge: 0 })

    expect(await isAuthenticated(cookie)).toBe(false)
    const afterLogout = await probe(cookie)
    expect(afterLogout.statusCode).toBe(401)
    expect(afterLogout.json()).toEqual({ message: messages.notAuthenticated })
  })

  test('the database holds neither the access code nor a session token in clear text', async () => {
    const cookie = await loginAsAdmin(shop.app)
    const token = cookie.split('=')[1] ?? ''
    const codes = await database.db.select().from(adminAccess)
    expect(codes).toHaveLength(1)
    expect(codes[0]?.accessCode).not.toContain(ADMIN_TEST_CODE)

    const sessions = await database.db.select().from(adminSessions)
    expect(sessions.length).toBeGreaterThan(0)
    expect(JSON.stringify(sessions)).not.toContain(token)
    // Nor anywhere else: no table holds the code or the token.
    const dump = rowsOf<{ row: string }>(
      await database.db.execute(sql`select row_to_json(t)::text as row from admin_sessions t
        union all select row_to_json(t)::text from admin_access t`),
    )
    expect(dump.map((r) => r.row).join('\n')).not.toMatch(new RegExp(`${ADMIN_TEST_CODE}|${token}`))
  })

  test('a session past its expiry is refused', async () => {
    const cookie = await loginAsAdmin(shop.app)
    await database.db.update(adminSessions).set({ expiresAt: new Date(Date.now() - 1000) })
    expect(await isAuthenticated(cookie)).toBe(false)
    expect((await probe(cookie)).statusCode).toBe(401)
  })

  test('a session idle for 13 hours is refused; one idle for an hour is not', async () => {
    const hourAgo = await loginAsAdmin(shop.app)
    await database.db.update(adminSessions).set({ lastSeenAt: new Date(Date.now() - 60 * 60 * 1000) })
    expect(await isAuthenticated(hourAgo)).toBe(true)

    await database.db.update(adminSessions).set({ lastSeenAt: new Date(Date.now() - 13 * 60 * 60 * 1000) })
    expect(await isAuthenticated(hourAgo)).toBe(false)
    expect((await probe(hourAgo)).statusCode).toBe(401)
  })
})

test('logging in is rate limited per client address: the 11th attempt in a minute answers 429', async () => {
  const limited = await buildTestApp({}, { database, loginLimitPerMinute: 10 })
  try {
    const attempt = (accessCode: string, remoteAddress: string) =>
      limited.app.inject({ method: 'POST', url: '/api/auth/login', payload: { accessCode }, remoteAddress })

    for (let i = 0; i < 10; i++) expect((await attempt('guess-0000', '192.0.2.10')).statusCode).toBe(401)
    // Even the right code is refused now.
    const eleventh = await attempt(ADMIN_TEST_CODE, '192.0.2.10')
    expect(eleventh.statusCode).toBe(429)
    expect(eleventh.json()).toEqual({ message: messages.tooManyLoginAttempts })
    expect(eleventh.headers['set-cookie']).toBeUndefined()

    // Another address is not affected.
    expect((await attempt(ADMIN_TEST_CODE, '192.0.2.20')).statusCode).toBe(200)
  } finally {
    await limited.close()
  }
})
