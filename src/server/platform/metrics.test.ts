import { sql } from 'drizzle-orm'
import { describe, expect, test, vi } from 'vitest'
import { ConfigError } from '#server/config'
import { mailMessages } from '#server/db/schema'
import { nextEvent } from '#server/testing/admin-factories'
import { checkoutBody, insertProduct, paymentIdFromUrl, settleDemoPayment } from '#server/testing/factories'
import { buildTestApp } from '#server/testing/test-app'
import { startTestSmtp } from '#server/testing/test-smtp'
import { useForAllTests, useSockets, useTestApp, useTestShop } from '#server/testing/use-test-shop'

// Decision 024: the figures a seller alerts on (docs/operations.md), on a port of their own.

const { database, shop } = useTestShop({ config: { metricsPort: 0 } })
const sockets = useSockets(shop)

type Sample = { name: string; labels: Record<string, string>; value: number }

/** The samples of a Prometheus text exposition. */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = []
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/.exec(line)
    if (!match || line.startsWith('#')) continue
    const labels: Record<string, string> = {}
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!
    samples.push({ name: match[1]!, labels, value: Number(match[3]) })
  }
  return samples
}

/** The value of the one sample with this name and (at least) these labels; undefined if there is none. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
  expect(found.length, `${name} ${JSON.stringify(labels)}`).toBeLessThanOrEqual(1)
  return found[0]?.value
}

async function scrape(url = shop.app.metricsUrl()): Promise<Sample[]> {
  if (!url) throw new Error('the metrics endpoint is not listening')
  const response = await fetch(url)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  return parseExposition(await response.text())
}

const checkOut = (productId: number) =>
  shop.app.inject({ method: 'POST', url: '/api/payments', payload: checkoutBody({ items: [{ productId, quantity: 1 }] }) })

test('a paid checkout, a sold-out one, a 404 and a subscribed socket show as the seller alerts on them', async () => {
  const socket = await sockets.open()
  socket.send({ type: 'subscribe', channel: 'orders' })
  expect(await socket.next()).toEqual({ type: 'subscribed', channel: 'orders' })

  const product = await insertProduct(database.db, { name: 'Booster Pack – Meters', stock: 1 })
  const started = await checkOut(product.id)
  expect(started.statusCode, started.body).toBe(200)
  const paymentId = paymentIdFromUrl(started.json<{ url: string }>().url)
  await settleDemoPayment(shop.app, paymentId)
  await nextEvent(socket, 'order_update')
  expect((await checkOut(product.id)).statusCode).toBe(409)
  expect((await shop.app.inject({ method: 'GET', url: `/api/geen-route/${paymentId}` })).statusCode).toBe(404)

  const samples = await scrape()
  expect(valueOf(samples, 'packstroom_checkouts_total', { outcome: 'started' })).toBe(1)
  expect(valueOf(samples, 'packstroom_checkouts_total', { outcome: 'refused_stock' })).toBe(1)
  // Present from 0, so an alert on increase() sees the first one.
  expect(valueOf(samples, 'packstroom_checkouts_total', { outcome: 'provider_down' })).toBe(0)
  expect(valueOf(samples, 'packstroom_checkouts_total', { outcome: 'refused_other' })).toBe(0)
  expect(valueOf(samples, 'packstroom_payments_total', { status: 'paid' })).toBe(1)
  expect(valueOf(samples, 'packstroom_payments_total', { status: 'expired' })).toBe(0)

  // Route patterns, never the raw URL: the payment id appears in no label.
  const http = { method: 'POST', route: '/api/payments/:id/demo', status: '200' }
  expect(valueOf(samples, 'packstroom_http_requests_total', http)).toBe(1)
  expect(valueOf(samples, 'packstroom_http_request_duration_seconds_count', http)).toBe(1)
  expect(valueOf(samples, 'packstroom_http_requests_total', { method: 'POST', route: '/api/payments', status: '409' })).toBe(1)
  expect(valueOf(samples, 'packstroom_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBe(1)
  expect(samples.filter((s) => Object.values(s.labels).some((v) => v.includes(paymentId)))).toEqual([])

  expect(valueOf(samples, 'packstroom_websocket_connections', { channel: 'orders' })).toBe(1)
  expect(valueOf(samples, 'packstroom_websocket_connections', { channel: 'stock' })).toBe(0)
  expect(valueOf(samples, 'packstroom_realtime_messages_sent_total')).toBeGreaterThanOrEqual(1)

  expect(valueOf(samples, 'packstroom_mail_outbox_pending')).toBeGreaterThanOrEqual(0)
  expect(valueOf(samples, 'packstroom_mail_failures_total')).toBe(0)
  expect(valueOf(samples, 'packstroom_mail_sent_total')).toBe(0)
  expect(valueOf(samples, 'packstroom_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1)
  expect(valueOf(samples, 'packstroom_db_query_errors_total')).toBeGreaterThanOrEqual(0)
  expect(valueOf(samples, 'packstroom_nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0)
  expect(valueOf(samples, 'packstroom_process_resident_memory_bytes')).toBeGreaterThan(0)
})

test('a failed query is counted where the database layer sees it', async () => {
  const before = valueOf(await scrape(), 'packstroom_db_query_errors_total') ?? 0
  await expect(shop.database.db.execute(sql`select * from geen_tabel`)).rejects.toThrow()
  expect(valueOf(await scrape(), 'packstroom_db_query_errors_total')).toBe(before + 1)
})

test("the endpoint is on its own port on 127.0.0.1; /metrics on the shop's port is a 404", async () => {
  const metricsUrl = new URL(shop.app.metricsUrl()!)
  expect(metricsUrl.hostname).toBe('127.0.0.1')
  const shopUrl = new URL(sockets.url.replace(/^ws/, 'http'))
  expect(metricsUrl.port).not.toBe(shopUrl.port)
  expect((await fetch(new URL('/metrics', shopUrl))).status).toBe(404)
  expect((await fetch(new URL('/iets-anders', metricsUrl))).status).toBe(404)
})

describe('the listener follows the app', () => {
  const withoutPort = useTestApp(() => buildTestApp({}, { database }))

  test('without METRICS_PORT nothing listens, and counting goes on', async () => {
    await withoutPort.app.ready()
    expect(withoutPort.app.metricsUrl()).toBeUndefined()
    expect((await withoutPort.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  })

  test('it listens from ready to close, and a port in use stops start-up naming METRICS_PORT', async () => {
    const first = await buildTestApp({ metricsPort: 0 }, { database })
    await first.app.ready()
    const url = first.app.metricsUrl()!
    expect((await scrape(url)).length).toBeGreaterThan(0)

    const second = await buildTestApp({ metricsPort: Number(new URL(url).port) }, { database })
    const refused = await second.app.ready().then(
      () => undefined,
      (error: unknown) => error,
    )
    await second.close()
    expect(refused).toBeInstanceOf(ConfigError)
    expect((refused as ConfigError).variable).toBe('METRICS_PORT')

    await first.close()
    await expect(fetch(url)).rejects.toThrow()
  })
})

describe('the outbox, with a mail server that refuses for a while', () => {
  const smtp = useForAllTests('the test SMTP server', startTestSmtp)
  // A database of its own: the file's shop, without a mail server, would keep (not send) the message.
  const mailing = useTestApp(() =>
    buildTestApp({ metricsPort: 0, smtpUrl: smtp.url }, { mailTiming: { pollMs: 50, retryBaseMs: 50, retryMaxMs: 100 } }),
  )

  test('failed attempts and the unsent message show, then the one accepted', async () => {
    await mailing.app.ready()
    await smtp.down('tempfail')
    await mailing.database.db.insert(mailMessages).values({
      key: `metrics-test:${Date.now()}`,
      kind: 'order_confirmation',
      recipient: 'meter@example.nl',
      subject: 'Bestelbevestiging',
      html: '<p>Bedankt</p>',
      text: 'Bedankt',
      messageId: `<metrics-${Date.now()}@shop.example.nl>`,
    })
    let samples = await scrape(mailing.app.metricsUrl())
    for (let tries = 0; (valueOf(samples, 'packstroom_mail_failures_total') ?? 0) < 1 && tries < 100; tries++) {
      await new Promise((done) => setTimeout(done, 50))
      samples = await scrape(mailing.app.metricsUrl())
    }
    expect(valueOf(samples, 'packstroom_mail_failures_total')).toBeGreaterThanOrEqual(1)
    expect(valueOf(samples, 'packstroom_mail_sent_total')).toBe(0)
    expect(valueOf(samples, 'packstroom_mail_outbox_pending')).toBe(1)

    await smtp.up()
    await smtp.waitFor(1)
    await vi.waitFor(async () => expect(valueOf(await scrape(mailing.app.metricsUrl()), 'packstroom_mail_sent_total')).toBe(1))
  })
})
