import { beforeEach, describe, expect, test } from 'vitest'
import { messages } from '#shared/contracts/messages'
import { loginFailures } from '#server/db/schema'
import { ADMIN_TEST_CODE, buildTestApp, type TestApp } from '#server/testing/test-app'
import { useSecondInstance, useTestShop } from '#server/testing/use-test-shop'

/**
 * Access (docs/reliability.md; ASVS 6.3.1): at most 10 failed logins per client address per minute and 100 failed in
 * total per hour, counted in the database so every instance on it enforces the same limits.
 */
const { database, shop } = useTestShop({ deps: { loginLimitPerMinute: 10 } })
/** A second instance as another process would be: its own connection to the same database. */
const secondShop = useSecondInstance(database, { loginLimitPerMinute: 10 })

beforeEach(async () => {
  await database.db.delete(loginFailures)
})

const login = (instance: TestApp, accessCode: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  instance.app.inject({ method: 'POST', url: '/api/auth/login', payload: { accessCode }, remoteAddress, headers })

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000)

async function recordFailures(count: number, address: (i: number) => string, failedAt: Date) {
  const rows = Array.from({ length: count }, (_, i) => ({ clientAddress: address(i), failedAt }))
  await database.db.insert(loginFailures).values(rows)
}

describe('per client address', () => {
  test("ten failed logins in a minute, then 429 with Retry-After and 'Te veel inlogpogingen', even for the right code", async () => {
    for (let i = 0; i < 10; i++) {
      const response = await login(shop, `guess-${i}-wrong`, '192.0.2.10')
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ message: 'Ongeldige toegangscode.' })
    }
    const eleventh = await login(shop, ADMIN_TEST_CODE, '192.0.2.10')
    expect(eleventh.statusCode).toBe(429)
    expect(eleventh.json()).toEqual({ message: messages.tooManyLoginAttempts })
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(Number(eleventh.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect(eleventh.headers['set-cookie']).toBeUndefined()

    // Another address still logs in.
    expect((await login(shop, ADMIN_TEST_CODE, '192.0.2.20')).statusCode).toBe(200)
  })

  test('a successful login is not counted: nine failures and three good logins leave one failure to go', async () => {
    for (let i = 0; i < 9; i++) expect((await login(shop, 'wrong-code', '192.0.2.30')).statusCode).toBe(401)
    for (let i = 0; i < 3; i++) expect((await login(shop, ADMIN_TEST_CODE, '192.0.2.30')).statusCode).toBe(200)
    expect((await login(shop, 'wrong-code', '192.0.2.30')).statusCode).toBe(401)
    expect((await login(shop, 'wrong-code', '192.0.2.30')).statusCode).toBe(429)
  })

  test('Retry-After says when the oldest failure leaves the minute, and after that the address may try again', async () => {
    await recordFailures(10, () => '192.0.2.40', secondsAgo(30))
    const refused = await login(shop, ADMIN_TEST_CODE, '192.0.2.40')
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(29)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(31)

    await database.db.delete(loginFailures)
    await recordFailures(10, () => '192.0.2.40', secondsAgo(61))
    expect((await login(shop, ADMIN_TEST_CODE, '192.0.2.40')).statusCode).toBe(200)
  })

  test('twenty wrong guesses at once from one address, ten to each instance: exactly ten are checked, ten get 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(i % 2 === 0 ? shop : secondShop, 'racing-guess', '192.0.2.50')),
    )
    const codes = answers.map((response) => response.statusCode).sort()
    expect(codes).toEqual([...Array<number>(10).fill(401), ...Array<number>(10).fill(429)])
  })
})

test('two instances on one database share the limit: five failures on each, then both answer 429', async () => {
  for (let i = 0; i < 5; i++) {
    expect((await login(shop, 'wrong-code', '192.0.2.60')).statusCode).toBe(401)
    expect((await login(secondShop, 'wrong-code', '192.0.2.60')).statusCode).toBe(401)
  }
  expect((await login(shop, ADMIN_TEST_CODE, '192.0.2.60')).statusCode).toBe(429)
  expect((await login(secondShop, ADMIN_TEST_CODE, '192.0.2.60')).statusCode).toBe(429)
})

describe('in total', () => {
  test('a hundred failed logins in an hour from many addresses, then every address gets 429 until the oldest is an hour old', async () => {
    await recordFailures(99, (i) => `198.51.100.${i}`, secondsAgo(50 * 60))
    // The hundredth failure is still checked and refused normally.
    expect((await login(shop, 'wrong-code', '203.0.113.1')).statusCode).toBe(401)

    const refused = await login(shop, ADMIN_TEST_CODE, '203.0.113.2')
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ message: messages.tooManyLoginAttemptsInTotal })
    // The oldest failure leaves the hour in ten minutes.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(599)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(601)
    expect((await login(secondShop, ADMIN_TEST_CODE, '203.0.113.3')).statusCode).toBe(429)
  })

  test('failures older than an hour are pruned at the next failure and no longer count', async () => {
    await recordFailures(150, (i) => `198.51.100.${i % 200}`, secondsAgo(61 * 60))
    expect((await login(shop, 'wrong-code', '203.0.113.4')).statusCode).toBe(401)
    expect(await database.db.$count(loginFailures)).toBe(1)
    expect((await login(shop, ADMIN_TEST_CODE, '203.0.113.5')).statusCode).toBe(200)
  })
})

describe('the client address', () => {
  test('without TRUST_PROXY a forged X-Forwarded-For is ignored: the socket address is counted', async () => {
    for (let i = 0; i < 10; i++) {
      const response = await login(shop, 'wrong-code', '192.0.2.70', { 'x-forwarded-for': `10.0.0.${i}` })
      expect(response.statusCode).toBe(401)
    }
    expect((await login(shop, ADMIN_TEST_CODE, '192.0.2.70', { 'x-forwarded-for': '10.0.1.1' })).statusCode).toBe(429)
  })

  test('with TRUST_PROXY the address our proxy appended counts, not the ones the client wrote before it', async () => {
    const proxied = await buildTestApp({ trustProxy: true }, { database, loginLimitPerMinute: 10 })
    try {
      const viaProxy = (accessCode: string, forged: string, client: string) =>
        login(proxied, accessCode, '127.0.0.1', { 'x-forwarded-for': `${forged}, ${client}` })
      for (let i = 0; i < 10; i++) expect((await viaProxy('wrong-code', `10.0.0.${i}`, '192.0.2.80')).statusCode).toBe(401)
      expect((await viaProxy(ADMIN_TEST_CODE, '10.0.0.99', '192.0.2.80')).statusCode).toBe(429)
      // Another buyer behind the same proxy is not affected.
      expect((await viaProxy(ADMIN_TEST_CODE, '10.0.0.1', '192.0.2.81')).statusCode).toBe(200)
    } finally {
      await proxied.close()
    }
  })
})
