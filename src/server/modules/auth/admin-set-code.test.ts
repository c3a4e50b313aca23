import type { AddressInfo } from 'node:net'
import { expect, test } from 'vitest'
import { buildTestApp, connectSocket, loginAsAdmin } from '#server/testing/test-app'
import { useScriptDatabase } from '#server/testing/use-test-shop'

/**
 * `npm run admin:set-code` as the seller runs it, on the configured database: the embedded one in
 * DATA_DIR (api-pglite) or PostgreSQL through DATABASE_URL (api-postgres).
 */
const script = useScriptDatabase('packstroom-set-code-')

const setCode = (options: { env?: Record<string, string>; stdin?: string }) => script.run('scripts/admin-set-code.ts', options)

const loginStatus = async (shop: Awaited<ReturnType<typeof buildTestApp>>, accessCode: string) =>
  (await shop.app.inject({ method: 'POST', url: '/api/auth/login', payload: { accessCode } })).statusCode

test('sets the code from NEW_ADMIN_ACCESS_CODE, then from stdin, ending every session; the old code stops working', async () => {
  const first = await setCode({ env: { NEW_ADMIN_ACCESS_CODE: 'first-code-0001' } })
  expect(first.output).toContain('Stored the new admin access code')
  expect(first.code).toBe(0)

  const cookie = await script.withShop(async (shop) => {
    expect(await loginStatus(shop, 'first-code-0001')).toBe(200)
    return loginAsAdmin(shop.app, 'first-code-0001')
  })

  const second = await setCode({ stdin: 'second-code-0002\n' })
  expect(second.code).toBe(0)
  expect(second.output).toMatch(/Ended [1-9]\d* admin session\(s\)/)
  expect(second.output).not.toContain('second-code-0002')

  await script.withShop(async (shop) => {
    const orders = await shop.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } })
    expect(orders.statusCode).toBe(401)
    expect(await loginStatus(shop, 'first-code-0001')).toBe(401)
    expect(await loginStatus(shop, 'second-code-0002')).toBe(200)
  })
}, 120_000)

test('refuses a code shorter than 8 characters and changes nothing', async () => {
  const result = await setCode({ env: { NEW_ADMIN_ACCESS_CODE: 'short' } })
  expect(result.code).toBe(1)
  expect(result.output).toContain('nothing was changed')
  await script.withShop(async (shop) => expect(await loginStatus(shop, 'second-code-0002')).toBe(200))
}, 120_000)

test('warns when ADMIN_ACCESS_CODE is set, because the next start would store that code again', async () => {
  const result = await setCode({ env: { NEW_ADMIN_ACCESS_CODE: 'third-code-0003', ADMIN_ACCESS_CODE: 'configured-code' } })
  expect(result.code).toBe(0)
  expect(result.output).toContain('Warning: ADMIN_ACCESS_CODE is set')
}, 120_000)

test('while a shop runs: the embedded folder is refused (one owner); on PostgreSQL the running shop logs its admins out at once, open admin sockets included', async () => {
  await script.withShop(async (shop) => {
    const cookie = await loginAsAdmin(shop.app, 'third-code-0003')
    await shop.app.listen({ host: '127.0.0.1', port: 0 })
    const socket = await connectSocket(`ws://127.0.0.1:${(shop.app.server.address() as AddressInfo).port}/ws`, { cookie })
    try {
      socket.send({ type: 'subscribe', channel: 'admin' })
      expect(await socket.next()).toEqual({ type: 'subscribed', channel: 'admin' })

      const result = await setCode({ env: { NEW_ADMIN_ACCESS_CODE: 'fourth-code-0004' } })
      const orders = await shop.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie } })
      if (script.postgres) {
        expect(result.code).toBe(0)
        expect(result.output).toMatch(/Forgot [1-9]\d* trusted browser\(s\)/)
        expect(orders.statusCode).toBe(401)
        // The command's NOTIFY reached the running shop: the socket lost its admin channel.
        expect(await socket.next()).toEqual({ type: 'unsubscribed', channel: 'admin' })
        expect(await loginStatus(shop, 'fourth-code-0004')).toBe(200)
      } else {
        expect(result.code).toBe(1)
        expect(result.output).toMatch(/in use by another process/)
        expect(orders.statusCode).toBe(200)
        // Nothing changed, so the socket still hears admin events.
        await shop.app.realtime.publish({ channel: 'admin', type: 'orders_changed' })
        expect(await socket.next()).toEqual({ channel: 'admin', type: 'orders_changed' })
      }
    } finally {
      socket.close()
    }
  })
}, 120_000)
