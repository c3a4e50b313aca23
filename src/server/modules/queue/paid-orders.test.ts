import { expect, test } from 'vitest'
import { ALERT_CATCH_UP_WINDOW_MS } from '#shared/domain/order-alerts'
import { insertPayment, insertProduct, personalMarkers } from '#server/testing/factories'
import { useTestShop } from '#server/testing/use-test-shop'

const { database, shop } = useTestShop({ clearBetweenTests: true })

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000)
const getPaid = (since?: string) =>
  shop.app.inject({ method: 'GET', url: '/api/queue/paid', query: since === undefined ? {} : { since } })

/** A paid order, written straight to sales' tables: the catch-up is asked by moments of payment, which the API sets to now. */
async function paidOrder(tiktokUsername: string, paidAt: Date, status = 'pending') {
  const product = await insertProduct(database.db, { name: `Booster Pack ${tiktokUsername}` })
  const line = { productId: product.id, productName: product.name, quantity: 2, status, paidAt }
  const { orders } = await insertPayment(database.db, [line], { status: 'paid', tiktokUsername })
  return orders[0]!
}

test('GET /api/queue/paid lists the orders paid after `since`, oldest payment first, opened ones too', async () => {
  const later = await paidOrder('bram', minutesAgo(1))
  const opened = await paidOrder('anna', minutesAgo(3), 'completed')
  await paidOrder('before', minutesAgo(6))
  // Never paid, or payment failed: no alert is owed.
  for (const status of ['awaiting_payment', 'failed']) {
    const product = await insertProduct(database.db)
    await insertPayment(database.db, [{ productId: product.id, quantity: 1, status }])
  }

  const response = await getPaid(minutesAgo(5).toISOString())

  expect(response.statusCode).toBe(200)
  expect(response.headers['cache-control']).toBe('no-store')
  const body = response.json<{ serverTime: string; orders: { id: number; tiktokUsername: string }[] }>()
  expect(body.orders.map((order) => [order.id, order.tiktokUsername])).toEqual([
    [opened.id, 'anna'],
    [later.id, 'bram'],
  ])
  expect(body.orders[1]).toMatchObject({ quantity: 2, status: 'pending', product: { name: 'Booster Pack bram' } })
  expect(Math.abs(Date.parse(body.serverTime) - Date.now())).toBeLessThan(60_000)
  for (const marker of personalMarkers) expect(response.body).not.toContain(marker)
})

test('a catch-up never reaches further back than the window, whatever it asks', async () => {
  const windowMinutes = ALERT_CATCH_UP_WINDOW_MS / 60_000
  await paidOrder('long_ago', minutesAgo(windowMinutes + 5))
  const recent = await paidOrder('recent', minutesAgo(windowMinutes - 5))

  for (const since of [undefined, minutesAgo(24 * 60).toISOString()]) {
    const response = await getPaid(since)
    expect(response.statusCode).toBe(200)
    expect(response.json<{ orders: { id: number }[] }>().orders.map((order) => order.id)).toEqual([recent.id])
  }
})

test('a `since` that is not a moment is refused with a Dutch message', async () => {
  for (const since of ['gisteren', '2026-13-45T99:00:00Z', "1' OR 1=1 --"]) {
    const response = await getPaid(since)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: expect.stringContaining('Ongeldig tijdstip') })
  }
})
