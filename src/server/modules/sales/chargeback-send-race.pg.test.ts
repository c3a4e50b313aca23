import { asc, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { messages } from '#shared/contracts/messages'
import { orders, shipments } from '#server/db/schema'
import { checkoutBody, insertProduct } from '#server/testing/factories'
import { useTestConnections, waitUntilSomeoneWaitsForALock } from '#server/testing/lock-waits'
import { mollieWebhook, useMollieAdminShop } from '#server/testing/mollie-shop'
import type { TestDatabase } from '#server/testing/test-database'

/**
 * Decision 053, amended: a chargeback and a 'Verzonden' of a PostNL parcel with a sealed pack of the
 * same payment. The chargeback locks the payment, then its orders (the sealed one fails), then the
 * parcel (held); 'Verzonden' took the parcel first, then the sealed order (sent sealed), so each could
 * hold what the other waited for and PostgreSQL aborted one. Now 'Verzonden' locks the parcel's orders
 * before the parcel, in the chargeback's order. A session of the test's own holds the sealed pack's
 * product row, which the chargeback takes after the orders (their stock back), so 'Verzonden' comes
 * while the chargeback holds the order and has not reached the parcel.
 */
const { fake, shop, admin } = useMollieAdminShop()
const db = () => shop.database.db
// The test app's own database, made for this file (test-database.ts): on PostgreSQL it has a URL.
const connect = useTestConnections(() => (shop.database as TestDatabase).url)

test('a chargeback and a Verzonden of its parcel at the same moment: the chargeback holds the parcel, Verzonden is refused, nothing deadlocks', async () => {
  const opened = await insertProduct(db(), { name: 'Booster Box – Nachtvlam', priceCents: 12_999, stock: 5 })
  const sealed = await insertProduct(db(), { name: 'Elite Trainer Box – Nachtvlam', priceCents: 5_999, stock: 5 })
  const started = await shop.app.inject({
    method: 'POST',
    url: '/api/payments',
    payload: checkoutBody({
      items: [
        { productId: opened.id, quantity: 1 },
        { productId: sealed.id, quantity: 1 },
      ],
      shippingDetails: { shippingMethod: 'postnl' },
    }),
  })
  expect(started.statusCode, started.body).toBe(200)
  const molliePaymentId = fake.payments().find((p) => p._links.checkout?.href === started.json<{ url: string }>().url)?.id ?? ''
  fake.setStatus(molliePaymentId, 'paid')
  expect((await mollieWebhook(shop.app, molliePaymentId)).statusCode).toBe(200)
  const [first] = await db().select().from(orders).orderBy(asc(orders.id))
  expect((await admin('PATCH', `/api/orders/${first?.id}`, { status: 'completed' })).statusCode).toBe(200)
  const [parcel] = await db().select().from(shipments)
  if (!parcel) throw new Error('a parcel expected')

  const holder = await connect()
  const observer = await connect()
  await holder.query('begin')
  await holder.query('select id from products where id = $1 for update', [sealed.id])
  fake.chargeback(molliePaymentId)
  const chargeback = mollieWebhook(shop.app, molliePaymentId)
  await waitUntilSomeoneWaitsForALock(observer, 'the chargeback')
  const send = admin('POST', `/api/admin/shipments/${parcel.id}/shipped`, { trackingCode: '3SABCD1234567' })
  await waitUntilSomeoneWaitsForALock(observer, "'Verzonden'", 2)
  await holder.query('commit')

  const [charged, sent] = await Promise.all([chargeback, send])
  expect(charged.statusCode, charged.body).toBe(200)
  expect(sent.statusCode, sent.body).toBe(409)
  expect(sent.json()).toEqual({ message: messages.parcelHeld })
  const [row] = await db().select().from(shipments).where(eq(shipments.id, parcel.id))
  expect(row?.status).toBe('to_pack')
  expect((await db().select().from(orders).orderBy(asc(orders.id))).map((order) => order.status)).toEqual(['completed', 'failed'])
})
