import { expect, test } from 'vitest'
import { adminAccess, adminDevices, adminSessions, loginFailures } from '#server/db/schema'
import { ADMIN_TEST_CODE, loginAsAdmin } from '#server/testing/test-app'
import { useTestShop } from '#server/testing/use-test-shop'
import { setAdminAccessCode } from './set-access-code'

const { database, shop } = useTestShop()
const setCode = (code: string) => setAdminAccessCode(database.db, code, shop.config.accessCodeCost)

const probe = (cookie: string) => shop.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } })
const login = (accessCode: string) =>
  shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { accessCode }, remoteAddress: '192.0.2.90' })

test('a new access code opens the shop, the old one no longer does, and every admin session has ended', async () => {
  const sessionA = await loginAsAdmin(shop.app)
  const sessionB = await loginAsAdmin(shop.app)
  await login('a-wrong-guess')
  expect(await database.db.$count(loginFailures)).toBe(1)

  const result = await setCode('the-new-code-2026')
  expect(result.endedSessionIds.length).toBeGreaterThanOrEqual(2)
  expect(await database.db.$count(adminSessions)).toBe(0)
  expect((await probe(sessionA)).statusCode).toBe(401)
  expect((await probe(sessionB)).statusCode).toBe(401)
  // Guesses at the old code no longer count against the seller.
  expect(await database.db.$count(loginFailures)).toBe(0)

  expect((await login(ADMIN_TEST_CODE)).statusCode).toBe(401)
  expect((await login('the-new-code-2026')).statusCode).toBe(200)
  const [stored] = await database.db.select().from(adminAccess)
  expect(stored?.accessCode).toMatch(/^scrypt\$/)
  expect(stored?.accessCode).not.toContain('the-new-code-2026')

  await setCode(ADMIN_TEST_CODE)
})

test('a new access code ends the trust of every browser that logged in with the old one (decision 016)', async () => {
  const trusted = await login(ADMIN_TEST_CODE)
  const device = trusted.cookies.find((cookie) => cookie.name === 'packstroom_device')
  expect(device).toBeDefined()
  expect(await database.db.$count(adminDevices)).toBeGreaterThan(0)

  const result = await setCode('the-new-code-2026')
  expect(result.forgottenDevices).toBeGreaterThan(0)
  expect(await database.db.$count(adminDevices)).toBe(0)

  // Its device cookie now counts as none: in a flood of strangers' guesses it is locked out with them.
  const failedAt = new Date(Date.now() - 60_000)
  await database.db.insert(loginFailures).values(Array.from({ length: 100 }, (_, i) => ({ clientAddress: `198.51.100.${i}`, failedAt })))
  const stranger = await shop.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { accessCode: 'the-new-code-2026' },
    remoteAddress: '192.0.2.91',
    headers: { cookie: `${device?.name}=${device?.value}` },
  })
  expect(stranger.statusCode).toBe(429)

  await setCode(ADMIN_TEST_CODE)
})
