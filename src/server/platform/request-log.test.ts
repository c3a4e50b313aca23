import { setTimeout as wait } from 'node:timers/promises'
import { beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { capturingLogger, type LogLine } from '#server/testing/capturing-logger'
import { checkoutBody, insertProduct } from '#server/testing/factories'
import { buildTestApp } from '#server/testing/test-app'
import { useTestApp, useTestShop } from '#server/testing/use-test-shop'
import { SLOW_REQUEST_MS } from './logger'

/** Decision 025: which requests get a line in the JSON log, by LOG_REQUESTS. */
type RequestLine = LogLine & { req?: { method?: string; url?: string }; res?: { statusCode?: number }; responseTime?: number }

const requestLines = (lines: LogLine[]) =>
  (lines as RequestLine[]).filter((line) => line.msg === 'incoming request' || line.msg === 'request completed' || line.msg === 'request errored')

describe('LOG_REQUESTS unset: a line for each problem', () => {
  const log = capturingLogger()
  const { database, shop } = useTestShop({ deps: { logger: log.logger } })
  beforeAll(() => {
    // Before the first request, while routes may still be added.
    shop.app.get('/api/test-slow', { config: { access: 'public' } }, async () => {
      await wait(SLOW_REQUEST_MS + 50)
      return { slow: true }
    })
  })
  beforeEach(() => {
    log.lines.length = 0
  })

  test('an answered read writes no line', async () => {
    const answer = await shop.app.inject({ method: 'GET', url: '/api/products' })
    expect(answer.statusCode).toBe(200)
    expect(requestLines(log.lines)).toEqual([])
  })

  test('a refused request writes one line with the request, its status and its time', async () => {
    const answer = await shop.app.inject({ method: 'GET', url: '/api/no-such-thing' })
    expect(answer.statusCode).toBe(404)
    const lines = requestLines(log.lines)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/api/no-such-thing' }, res: { statusCode: 404 } })
    expect(lines[0]?.responseTime).toEqual(expect.any(Number))
  })

  test('a sold-out checkout (409) writes no line: the shop answered as it should, and the metrics count it', async () => {
    const product = await insertProduct(database.db, { name: 'Booster Box – Op', stock: 0 })
    const payload = checkoutBody({ items: [{ productId: product.id, quantity: 1 }] })
    const answer = await shop.app.inject({ method: 'POST', url: '/api/payments', payload })
    expect(answer.statusCode).toBe(409)
    expect(requestLines(log.lines)).toEqual([])
  })

  test(`an answer that took ${SLOW_REQUEST_MS} ms or more writes one line, though it succeeded`, async () => {
    const answer = await shop.app.inject({ method: 'GET', url: '/api/test-slow' })
    expect(answer.statusCode).toBe(200)
    const lines = requestLines(log.lines)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ msg: 'request completed', req: { url: '/api/test-slow' }, res: { statusCode: 200 } })
    expect(lines[0]?.responseTime).toBeGreaterThanOrEqual(SLOW_REQUEST_MS)
  })
})

describe('LOG_REQUESTS=all and off', () => {
  const all = capturingLogger()
  const off = capturingLogger()
  const { database } = useTestShop()
  const everyRequest = useTestApp(() => buildTestApp({ logRequests: 'all' }, { database, logger: all.logger }))
  const noRequest = useTestApp(() => buildTestApp({ logRequests: 'off' }, { database, logger: off.logger }))

  test('all: the incoming request and its answer, for every request', async () => {
    await everyRequest.app.inject({ method: 'GET', url: '/api/products' })
    expect(requestLines(all.lines).map((line) => line.msg)).toEqual(['incoming request', 'request completed'])
  })

  test('off: no line, not even for a refused request', async () => {
    const answer = await noRequest.app.inject({ method: 'GET', url: '/api/no-such-thing' })
    expect(answer.statusCode).toBe(404)
    expect(requestLines(off.lines)).toEqual([])
  })
})
