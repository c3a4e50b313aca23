import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { messages } from '#shared/contracts/messages'
import { orders, shipments } from '#server/db/schema'
import { packBattleBody } from '#server/testing/admin-factories'
import { settleDemoPayment } from '#server/testing/factories'
import { useAdminShop } from '#server/testing/use-test-shop'
import { insertLiveOrder, linkTo, readShippingPage, requestShipping } from './shipping-requests-fixture'

// What a security scan of the shipping requests found (docs/reliability.md, Access): a spot's order
// shipped, and a link saw the tracking of a parcel it did not wholly own (decision 022, 028).

const shop = useAdminShop({ clearBetweenTests: true })
const db = () => shop.database.db
const app = () => shop.shop.app

test("a Pack Battle spot's order is refused at the server: the winner gets the cards, not a spot's buyer", async () => {
  const created = await shop.admin('POST', '/api/pack-battles', packBattleBody({ maxSpots: 4, isActive: true }))
  expect(created.statusCode, created.body).toBe(201)
  const battleId = created.json<{ id: number }>().id
  // Spot 3 bought in the shop and paid on the demo page.
  const bought = await shop.anonymous('POST', `/api/pack-battles/${battleId}/spots`, { spotNumber: 3, tiktokUsername: 'plek', email: 'plek@example.nl' })
  expect(bought.statusCode, bought.body).toBe(200)
  const { paymentId } = bought.json<{ paymentId: string }>()
  await settleDemoPayment(app(), paymentId)
  const [spot] = await db().select({ orderId: orders.id }).from(orders).where(eq(orders.paymentId, paymentId))
  if (!spot) throw new Error('the spot made no order')
  const token = await linkTo(db(), paymentId, 'email')

  // The page does not offer it, and a request that names it anyway is refused in Dutch.
  expect((await readShippingPage(app(), token)).held).toEqual([])
  const response = await requestShipping(app(), token, [spot.orderId])
  expect(response.statusCode).toBe(409)
  expect(response.json()).toEqual({ message: messages.spotOrderNotShipped })
  expect(await db().select().from(shipments)).toEqual([])
})

test("a checkout made with someone else's e-mail address sees its own line of their parcel, not its payment link, track & trace or postal code", async () => {
  const email = 'slachtoffer@example.nl'
  const victim = await insertLiveOrder(db(), { email, productName: 'Booster Box – Nachtvlam' })
  // Someone else checked out with the victim's e-mail address: their browser link opens their own checkout only.
  const stranger = await insertLiveOrder(db(), { email, productName: 'Booster Pack – Testvlam' })
  const strangerLink = await linkTo(db(), stranger.paymentId, 'browser')
  // The victim's e-mail link opens both (the address's orders), and the victim ships both.
  const victimLink = await linkTo(db(), victim.paymentId, 'email')
  const started = await requestShipping(app(), victimLink, [victim.orderId, stranger.orderId])
  expect(started.statusCode, started.body).toBe(201)
  const { id } = started.json<{ id: string }>()

  const unpaid = (await readShippingPage(app(), strangerLink)).shipments
  expect(unpaid).toHaveLength(1)
  expect(unpaid[0]).toMatchObject({ status: 'awaiting_payment', checkoutUrl: null, paymentExpiresAt: null })
  expect(unpaid[0]?.orders.map((order) => order.orderId)).toEqual([stranger.orderId])
  expect((await readShippingPage(app(), victimLink)).shipments[0]?.checkoutUrl).toEqual(expect.any(String))

  await settleDemoPayment(app(), id)
  await db()
    .update(shipments)
    .set({ status: 'shipped', trackingCode: '3SSCOPE0000001', shippedAt: new Date() })
    .where(eq(shipments.id, id))

  const [seenByStranger] = (await readShippingPage(app(), strangerLink)).shipments
  expect(seenByStranger).toMatchObject({ status: 'shipped', trackingCode: null, trackingUrl: null })
  expect(JSON.stringify(seenByStranger)).not.toMatch(/3SSCOPE|9999/)
  const [seenByVictim] = (await readShippingPage(app(), victimLink)).shipments
  expect(seenByVictim).toMatchObject({ trackingCode: '3SSCOPE0000001', trackingUrl: expect.stringContaining('3SSCOPE0000001') })
})
