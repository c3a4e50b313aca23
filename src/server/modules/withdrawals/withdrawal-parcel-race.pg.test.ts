import { asc, eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import type { AdminWithdrawalPage, GrantWithdrawalAnswer } from '#shared/contracts/withdrawals'
import { orders, shipments } from '#server/db/schema'
import { checkOut } from '#server/testing/admin-factories'
import { insertProduct, settleDemoPayment } from '#server/testing/factories'
import { useTestConnections, waitUntilSomeoneWaitsForALock } from '#server/testing/lock-waits'
import { useAdminShop } from '#server/testing/use-test-shop'
import { createOrderPageLink } from '#server/modules/order-page/order-page.public'

/**
 * Decision 036, amended: two withdrawals granted at the same moment for the two orders of one PostNL
 * parcel still to pack. Each holds its own order's lock; the parcel's row lock makes the second count
 * what the first left, so the last one out cancels the parcel and no empty parcel stays on the desk. A
 * session of the test's own holds the parcel's row until both grants wait for it.
 */
const shop = useAdminShop({ clearBetweenTests: true })
const db = () => shop.database.db
const connect = useTestConnections(() => shop.database.url)
const EMAIL = 'pakketkoper@example.nl'

test('two grants at once take both orders out of their parcel: the second out cancels it', async () => {
  const box = await insertProduct(db(), { name: 'Booster Box – Nachtvlam', priceCents: 12_999, stock: 5 })
  const etb = await insertProduct(db(), { name: 'Elite Trainer Box – Nachtvlam', priceCents: 5_999, stock: 5 })
  const paymentId = await checkOut(
    shop,
    [
      { productId: box.id, quantity: 1 },
      { productId: etb.id, quantity: 1 },
    ],
    { email: EMAIL, shippingMethod: 'postnl' },
  )
  await settleDemoPayment(shop.shop.app, paymentId, 'paid')
  const [opened, sealed] = await db().select().from(orders).where(eq(orders.paymentId, paymentId)).orderBy(asc(orders.id))
  if (!opened || !sealed) throw new Error('two orders expected')
  expect((await shop.admin('PATCH', `/api/orders/${opened.id}`, { status: 'completed' })).statusCode).toBe(200)
  const [parcel] = await db().select().from(shipments).where(eq(shipments.paymentId, paymentId))
  if (!parcel) throw new Error('a parcel expected')
  const token = await db().transaction((tx) => createOrderPageLink(tx, paymentId, 'email'))
  const stated = await shop.anonymous('POST', '/api/withdrawals', { via: 'order_page', token, orderIds: [opened.id, sealed.id], name: 'Fenna', email: EMAIL })
  expect(stated.statusCode, stated.body).toBe(201)
  const [statement] = (await shop.admin('GET', '/api/admin/withdrawals')).json<AdminWithdrawalPage>().withdrawals
  if (!statement) throw new Error('a statement expected')

  const holder = await connect()
  const observer = await connect()
  await holder.query('begin')
  await holder.query('select id from shipments where id = $1 for update', [parcel.id])
  const grant = (orderId: number) => shop.admin('POST', `/api/admin/withdrawals/${statement.id}/orders/${orderId}/grant`)
  const first = grant(opened.id)
  await waitUntilSomeoneWaitsForALock(observer, 'the first grant')
  const second = grant(sealed.id)
  await waitUntilSomeoneWaitsForALock(observer, 'the second grant', 2)
  await holder.query('commit')

  const answers = await Promise.all([first, second])
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
  const parcels = answers.map((answer) => answer.json<GrantWithdrawalAnswer>().parcel)
  expect(parcels.map((left) => left?.cancelled).sort()).toEqual([false, true])
  const [row] = await db().select().from(shipments).where(eq(shipments.id, parcel.id))
  expect(row?.status).toBe('cancelled')
})
