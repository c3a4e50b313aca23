import { createHash } from 'node:crypto'
import { desc, eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, test } from 'vitest'
import { messages } from '#shared/contracts/messages'
import { rowsOf } from '#server/db/db'
import { adminDevices, loginFailures } from '#server/db/schema'
import { ADMIN_TEST_CODE, buildTestApp, type TestApp } from '#server/testing/test-app'
import { useTwoInstances } from '#server/testing/use-test-shop'

/**
 * Decision 016: a browser that logged in before keeps an allowance of its own
 * (OWASP's device cookies), so a flood of wrong codes from elsewhere cannot lock the seller out, and
 * the cookie is no way round the limits either. Counted in the database: on PostgreSQL two
 * instances, each with its own connection pool, share every count.
 */
const shops = useTwoInstances({}, () => ({ loginLimitPerMinute: 10 }))

beforeEach(async () => {
  await shops.database.db.delete(loginFailures)
  await shops.database.db.delete(adminDevices)
})

type Response = Awaited<ReturnType<TestApp['app']['inject']>>

const login = (shop: TestApp, accessCode: string, remoteAddress: string, cookie?: string) =>
  shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { accessCode }, remoteAddress, headers: cookie ? { cookie } : {} })

/** The `cookie` header that carries the device cookie a login set. */
function deviceCookieOf(response: Response): string {
  const device = response.cookies.find((cookie) => cookie.name.endsWith('packstroom_device'))
  if (!device) throw new Error(`no device cookie in the answer (${response.statusCode})`)
  return `${device.name}=${device.value}`
}

/** The seller's browser: it logged in with the right code once, before any trouble. */
async function trustedBrowser(shop: TestApp): Promise<string> {
  const response = await login(shop, ADMIN_TEST_CODE, '192.0.2.200')
  expect(response.statusCode).toBe(200)
  return deviceCookieOf(response)
}

/** A hundred strangers' failures, 50 minutes old: the total for the hour is reached. */
async function floodOfStrangers() {
  const failedAt = new Date(Date.now() - 50 * 60 * 1000)
  const rows = Array.from({ length: 100 }, (_, i) => ({ clientAddress: `198.51.100.${i}`, failedAt }))
  await shops.database.db.insert(loginFailures).values(rows)
}

const retryAfter = (response: Response) => Number(response.headers['retry-after'])

describe("decision 016's scenario", () => {
  test("ten addresses guess ten wrong codes each: strangers are locked out for the hour, the seller's browser logs in on either instance", async () => {
    const device = await trustedBrowser(shops.pick(0))

    const perAddress = await Promise.all(
      Array.from({ length: 10 }, async (_, a) => {
        const codes: number[] = []
        for (let i = 0; i < 10; i++) codes.push((await login(shops.pick(i), `guess-${a}-${i}`, `203.0.113.${a + 1}`)).statusCode)
        return codes
      }),
    )
    expect(perAddress.flat()).toEqual(Array<number>(100).fill(401))

    const stranger = await login(shops.pick(1), ADMIN_TEST_CODE, '198.51.100.250')
    expect(stranger.statusCode).toBe(429)
    expect(stranger.json()).toEqual({ message: messages.tooManyLoginAttemptsInTotal })
    expect(retryAfter(stranger)).toBeGreaterThan(3000)

    let current = device
    for (const shop of shops.instances) {
      // Not refused by the flood: even a typo is checked (401, not 429).
      expect((await login(shop, 'a-typo-by-the-seller', '198.51.100.251', current)).statusCode).toBe(401)
      const seller = await login(shop, ADMIN_TEST_CODE, '198.51.100.251', current)
      expect(seller.statusCode).toBe(200)
      expect(seller.json()).toEqual({ isAuthenticated: true })
      expect(seller.cookies.some((cookie) => cookie.name === 'packstroom_session')).toBe(true)
      // Each login renews the device cookie.
      const renewed = deviceCookieOf(seller)
      expect(renewed).not.toBe(current)
      current = renewed
    }
    // The token it replaced is trusted no more: that browser is a stranger again, locked out with the rest.
    const replaced = await login(shops.pick(0), ADMIN_TEST_CODE, '198.51.100.251', device)
    expect(replaced.statusCode).toBe(429)
    expect(replaced.json()).toEqual({ message: messages.tooManyLoginAttemptsInTotal })
  }, 300_000)

  test('logging out keeps the device cookie: the browser stays trusted for its next login', async () => {
    const first = await login(shops.pick(0), ADMIN_TEST_CODE, '192.0.2.201')
    const session = first.cookies.find((cookie) => cookie.name === 'packstroom_session')
    const device = deviceCookieOf(first)
    const logout = await shops.pick(0).app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `${session?.name}=${session?.value}; ${device}` },
    })
    expect(logout.statusCode).toBe(200)
    expect(logout.cookies.map((cookie) => cookie.name)).toEqual(['packstroom_session'])

    await floodOfStrangers()
    expect((await login(shops.pick(1), ADMIN_TEST_CODE, '192.0.2.201', device)).statusCode).toBe(200)
  }, 120_000)
})

describe('a trusted browser has an allowance of its own, and no more', () => {
  test('ten wrong codes with one device cookie, from ten addresses on both instances: that browser gets 429 for the hour, even for the right code', async () => {
    const device = await trustedBrowser(shops.pick(0))
    for (let i = 0; i < 10; i++) {
      expect((await login(shops.pick(i), `wrong-${i}`, `192.0.2.${100 + i}`, device)).statusCode).toBe(401)
    }
    const locked = await login(shops.pick(1), ADMIN_TEST_CODE, '192.0.2.120', device)
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toEqual({ message: messages.tooManyLoginAttemptsOnDevice })
    expect(retryAfter(locked)).toBeGreaterThan(3500)
    expect(retryAfter(locked)).toBeLessThanOrEqual(3600)
    expect(locked.headers['set-cookie']).toBeUndefined()

    // Its failures were its own: strangers' limits are untouched, and another browser still logs in.
    const untrusted = await shops.database.db.$count(loginFailures, sql`${loginFailures.deviceId} is null`)
    expect(untrusted).toBe(0)
    expect((await login(shops.pick(0), ADMIN_TEST_CODE, '192.0.2.121')).statusCode).toBe(200)
  }, 180_000)

  test('twenty wrong guesses at once with one device cookie, ten to each instance: exactly ten are checked', async () => {
    const device = await trustedBrowser(shops.pick(0))
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(shops.pick(i), 'racing-guess', `192.0.2.${130 + i}`, device)),
    )
    const codes = answers.map((response) => response.statusCode).sort()
    expect(codes).toEqual([...Array<number>(10).fill(401), ...Array<number>(10).fill(429)])
  }, 180_000)

  test('a successful login is not counted against the browser', async () => {
    const device = await trustedBrowser(shops.pick(0))
    for (let i = 0; i < 9; i++) expect((await login(shops.pick(i), 'wrong', '192.0.2.160', device)).statusCode).toBe(401)
    const good = await login(shops.pick(0), ADMIN_TEST_CODE, '192.0.2.160', device)
    expect(good.statusCode).toBe(200)
    // The renewed device starts with its whole allowance.
    expect(await shops.database.db.$count(loginFailures)).toBe(0)
    expect((await login(shops.pick(1), 'wrong', '192.0.2.160', deviceCookieOf(good))).statusCode).toBe(401)
  }, 180_000)
})

describe('a device cookie the shop did not issue counts as none', () => {
  const forged = `packstroom_device=${'A'.repeat(43)}`

  test('with a forged device cookie the per-address limit applies, as without one', async () => {
    for (let i = 0; i < 10; i++) expect((await login(shops.pick(i), `wrong-${i}`, '192.0.2.170', forged)).statusCode).toBe(401)
    const refused = await login(shops.pick(0), ADMIN_TEST_CODE, '192.0.2.170', forged)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ message: messages.tooManyLoginAttempts })
  }, 180_000)

  test('a forged, an expired, an empty or an overlong device cookie is locked out with the strangers during a flood', async () => {
    const expired = await trustedBrowser(shops.pick(0))
    const [newest] = await shops.database.db.select().from(adminDevices).orderBy(desc(adminDevices.id)).limit(1)
    await shops.database.db
      .update(adminDevices)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminDevices.id, newest?.id ?? -1))
    await floodOfStrangers()

    for (const cookie of [forged, expired, 'packstroom_device=', `packstroom_device=${'B'.repeat(101)}`]) {
      const response = await login(shops.pick(1), ADMIN_TEST_CODE, '192.0.2.180', cookie)
      expect(response.statusCode, cookie).toBe(429)
      expect(response.json(), cookie).toEqual({ message: messages.tooManyLoginAttemptsInTotal })
    }
  }, 120_000)
})

describe('the device cookie', () => {
  test('over plain http: HttpOnly, SameSite=Strict, Path=/, a year long, not Secure', async () => {
    const response = await login(shops.pick(0), ADMIN_TEST_CODE, '192.0.2.190')
    const device = response.cookies.find((cookie) => cookie.name === 'packstroom_device')
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 365 * 24 * 60 * 60 })
    expect(device?.secure).toBeUndefined()
    expect(device).not.toHaveProperty('domain')
    // 256 random bits.
    expect(device?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  test('over https: __Host- prefixed and Secure, like the session cookie', async () => {
    const secureShop = await buildTestApp({ publicUrl: 'https://shop.example' }, { database: shops.database })
    try {
      const response = await login(secureShop, ADMIN_TEST_CODE, '192.0.2.191')
      const device = response.cookies.find((cookie) => cookie.name === '__Host-packstroom_device')
      expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', secure: true })
      expect(device).not.toHaveProperty('domain')

      // And a trusted browser of the https shop is one: it logs in through a flood.
      await floodOfStrangers()
      const again = await login(secureShop, ADMIN_TEST_CODE, '192.0.2.191', `${device?.name}=${device?.value}`)
      expect(again.statusCode).toBe(200)
    } finally {
      await secureShop.close()
    }
  }, 120_000)

  test('the database keeps only the SHA-256 of the token, never the token', async () => {
    const cookie = await trustedBrowser(shops.pick(0))
    const token = cookie.split('=')[1] ?? ''
    const rows = rowsOf<{ row: string }>(
      await shops.database.db.execute(sql`select row_to_json(t)::text as row from admin_devices t`),
    )
    expect(rows.map((r) => r.row).join('\n')).not.toContain(token)
    const hash = createHash('sha256').update(token).digest('base64url')
    expect(await shops.database.db.$count(adminDevices, eq(adminDevices.tokenHash, hash))).toBe(1)
  })
})
