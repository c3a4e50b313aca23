import { Writable } from 'node:stream'
import { beforeAll, describe, expect, test } from 'vitest'
import { payments } from '#server/db/schema'
import { capturingLogger } from '#server/testing/capturing-logger'
import { checkoutBody, fakeProvider, insertProduct, insertShippingRequest } from '#server/testing/factories'
import { buildTestApp, loginAsAdmin, type TestApp } from '#server/testing/test-app'
import { useTestApp, useTestShop } from '#server/testing/use-test-shop'
import { createLogger } from './logger'

/**
 * An order page's token opens the buyer's page and lets anyone ship their held cards (decisions 021
 * and 022), so no log line may hold one: not the request lines of decision 025, not Fastify's own
 * lines, not an error. The shop's own logger (main.ts's) writes JSON here, and the test reads it back.
 */
function shopLog() {
  const chunks: string[] = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(String(chunk))
      done()
    },
  })
  const text = () => chunks.join('')
  const lines = () =>
    text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg?: string; req?: { method?: string; url?: string } })
  return { logger: createLogger('info', 'json', destination), text, lines, clear: () => (chunks.length = 0) }
}

/** What a log line may show of a token: its first four characters, for support. */
const shown = (token: string) => `${token.slice(0, 4)}…`
/** Everything of the token past what may be shown. */
const hidden = (token: string) => token.slice(4)

/** pino's level number for `error`. */
const LEVEL_ERROR = 50

const unknownToken = 'Zk3q9XvT2mWcY7bLpRaN5sE1uHdJ8fGoKi4Ct6yBxQw'

describe('LOG_REQUESTS unset: the lines for problems', () => {
  const log = shopLog()
  const { shop } = useTestShop({ deps: { logger: log.logger } })
  beforeAll(() => {
    // A bug that answers twice: Fastify's warning quotes the address in its error's message.
    shop.app.get('/bestelling/*', { config: { access: 'public' } }, (_request, reply) => {
      void reply.send('first')
      void reply.send('second')
    })
  })

  test('a 404 on /api/order-page/{token} logs the address without the token', async () => {
    log.clear()
    const answer = await shop.app.inject({ method: 'GET', url: `/api/order-page/${unknownToken}` })
    expect(answer.statusCode).toBe(404)
    const urls = log.lines().map((line) => line.req?.url)
    expect(urls).toContain(`/api/order-page/${shown(unknownToken)}`)
    expect(log.text()).not.toContain(hidden(unknownToken))
  })

  test('an OPTIONS on /api/order-page/{token} (404) logs the address without the token', async () => {
    log.clear()
    const answer = await shop.app.inject({ method: 'OPTIONS', url: `/api/order-page/${unknownToken}` })
    expect(answer.statusCode).toBe(404)
    const options = log.lines().filter((line) => line.req?.method === 'OPTIONS')
    expect(options.map((line) => line.req?.url)).toEqual([`/api/order-page/${shown(unknownToken)}`])
    expect(log.text()).not.toContain(hidden(unknownToken))
  })

  test('a 404 on the shipping page and a token in a query string are masked too', async () => {
    log.clear()
    for (const url of [`/api/shipping-page/${unknownToken}`, `/api/no-such-thing?token=${unknownToken}&page=2`]) {
      const answer = await shop.app.inject({ method: 'GET', url })
      expect(answer.statusCode).toBe(404)
    }
    expect(log.lines().map((line) => line.req?.url)).toEqual([
      `/api/shipping-page/${shown(unknownToken)}`,
      `/api/no-such-thing?token=${shown(unknownToken)}&page=2`,
    ])
    expect(log.text()).not.toContain(hidden(unknownToken))
  })

  test('an error whose message quotes the address (Fastify’s warning of a reply sent twice) leaves the token out', async () => {
    log.clear()
    await shop.app.inject({ method: 'GET', url: `/bestelling/${unknownToken}` })
    const warning = log.lines().find((line) => JSON.stringify(line).includes('already sent'))
    expect(warning, log.text()).toBeDefined()
    expect(JSON.stringify(warning)).toContain(`/bestelling/${shown(unknownToken)}`)
    expect(log.text()).not.toContain(hidden(unknownToken))
  })
})

describe('LOG_REQUESTS=all, and an error', () => {
  const log = shopLog()
  const { database, shop } = useTestShop()
  const everyRequest = useTestApp(() => buildTestApp({ logRequests: 'all' }, { database, logger: log.logger }))

  async function orderPageToken(): Promise<string> {
    const product = await insertProduct(database.db, { name: 'Booster Pack – Logvlam', stock: 5 })
    const payload = checkoutBody({ items: [{ productId: product.id, quantity: 1 }] })
    const answer = await shop.app.inject({ method: 'POST', url: '/api/payments', payload })
    expect(answer.statusCode).toBe(200)
    return answer.json<{ orderPageToken: string }>().orderPageToken
  }

  test('a 200 on /api/order-page/{token}: both request lines show the address without the token', async () => {
    const token = await orderPageToken()
    log.clear()
    const answer = await everyRequest.app.inject({ method: 'GET', url: `/api/order-page/${token}` })
    expect(answer.statusCode).toBe(200)
    const lines = log.lines()
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed'])
    expect(lines[0]?.req?.url).toBe(`/api/order-page/${shown(token)}`)
    expect(log.text()).not.toContain(hidden(token))
  })

  test('the buyer’s page /bestelling/{token} and the shipping page leave the token out too', async () => {
    const token = await orderPageToken()
    log.clear()
    for (const url of [`/bestelling/${token}`, `/api/shipping-page/${token}`]) await everyRequest.app.inject({ method: 'GET', url })
    const incoming = log.lines().filter((line) => line.msg === 'incoming request')
    expect(incoming.map((line) => line.req?.url)).toEqual([`/bestelling/${shown(token)}`, `/api/shipping-page/${shown(token)}`])
    expect(log.text()).not.toContain(hidden(token))
  })

  test('the database gone: the error lines of /api/order-page/{token} leave the token out', async () => {
    const token = await orderPageToken()
    const failing: TestApp = await buildTestApp({}, { logger: log.logger })
    try {
      await failing.app.ready()
      await failing.database.close()
      log.clear()
      const answer = await failing.app.inject({ method: 'GET', url: `/api/order-page/${token}` })
      // 503 on PGlite ('PGlite is closed'), 500 on PostgreSQL (a pool used after its end): an error either way.
      expect(answer.statusCode).toBeGreaterThanOrEqual(500)
      const lines = log.lines()
      const errors = lines.filter((line) => line.level === LEVEL_ERROR).map((line) => line.msg)
      expect(errors).toContainEqual(expect.stringMatching(/^(database unavailable|unexpected error)$/))
      expect(lines.map((line) => line.req?.url)).toContain(`/api/order-page/${shown(token)}`)
      expect(log.text()).not.toContain(hidden(token))
    } finally {
      await failing.close().catch(() => {})
    }
  })
})

describe('payment and shipment ids: never whole in a line', () => {
  // A payment's id opens its return and demo pages, and its first 8 characters are the buyer's order
  // number (decision 039); a shipment's id names a parcel on the seller's desk. A line keeps 4 of them.
  const log = capturingLogger()
  const { database } = useTestShop()
  // The provider is down and says so quoting the return address, as a client library's error may.
  const provider = fakeProvider({
    create: (payment) => Promise.reject(new Error(`connect ETIMEDOUT for ${payment.redirectUrl}`)),
  })
  const shop = useTestApp(() =>
    buildTestApp({ logRequests: 'all' }, { database, logger: log.logger, paymentProvider: provider }),
  )

  test('the provider down at checkout, the return and demo pages, a parcel’s status and the desk', async () => {
    const product = await insertProduct(database.db, { name: 'Booster Pack – Logvlam', stock: 5 })
    log.lines.length = 0
    const payload = checkoutBody({ items: [{ productId: product.id, quantity: 1 }] })
    const refused = await shop.app.inject({ method: 'POST', url: '/api/payments', payload })
    expect(refused.statusCode).toBe(502)
    const [payment] = await database.db.select().from(payments)
    const paymentId = payment?.id ?? ''
    expect(paymentId).toMatch(/^[0-9a-f-]{36}$/)
    const parcel = await insertShippingRequest(database.db, [], { status: 'to_pack' })
    const cookie = await loginAsAdmin(shop.app)
    for (const url of [`/api/payments/${paymentId}/return`, `/api/payments/${paymentId}/demo`, `/api/shipping-requests/${parcel.id}/status`]) {
      await shop.app.inject({ method: 'GET', url })
    }
    const shipped = { trackingCode: '3SABCD1234567' }
    await shop.app.inject({ method: 'POST', url: `/api/admin/shipments/${parcel.id}/shipped`, headers: { cookie }, payload: shipped })

    const text = JSON.stringify(log.lines)
    expect(log.lines.find((line) => line.msg === 'payment provider refused or unreachable')).toMatchObject({
      paymentId: shown(paymentId),
    })
    expect(text).toContain(`/api/payments/${shown(paymentId)}/return`)
    expect(text).toContain(`/api/admin/shipments/${shown(parcel.id)}/shipped`)
    for (const id of [paymentId, parcel.id]) {
      expect(text).not.toContain(hidden(id))
      expect(text.toUpperCase()).not.toContain(id.slice(0, 8).toUpperCase())
    }
  })
})
