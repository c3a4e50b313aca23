import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import type { Refund } from '#shared/contracts/admin-refunds'
import { messages } from '#shared/contracts/messages'
import { mailMessages, products } from '#server/db/schema'
import { checkOut, nextMessage, readPublic } from '#server/testing/admin-factories'
import { findProduct, insertBattle, insertProduct, settleDemoPayment } from '#server/testing/factories'
import { useAdminShop } from '#server/testing/use-test-shop'

// Decision 028 with the demo provider: money owed back is listed for the seller and paid back through
// the provider ('Terugbetalen', whole or a part); the demo provider's refund is done at once.

const shop = useAdminShop({ clearBetweenTests: true })
const db = () => shop.database.db

const listRefunds = async () => (await shop.admin('GET', '/api/admin/refunds')).json<Refund[]>()
const listOrders = async () => (await shop.admin('GET', '/api/orders')).json<AdminOrder[]>()
const start = (id: number, body: Record<string, unknown> = {}) => shop.admin('POST', `/api/admin/refunds/${id}/start`, body)
const mailsOf = (kind: 'order_cancelled' | 'refund_started' | 'order_confirmation') =>
  db().select().from(mailMessages).where(eq(mailMessages.kind, kind))

async function cancelledOrderRefund(): Promise<Refund> {
  const product = await insertProduct(db(), { name: 'Booster Box – Nachtvlam', priceCents: 1250, stock: 5 })
  const paymentId = await checkOut(shop, [{ productId: product.id, quantity: 2 }])
  await settleDemoPayment(shop.shop.app, paymentId, 'paid')
  const [order] = await listOrders()
  expect((await shop.admin('POST', `/api/orders/${order?.id}/cancel`)).statusCode).toBe(200)
  const [refund] = await listRefunds()
  if (!refund) throw new Error('no refund owed')
  return refund
}

test("'Terugbetalen' pays the whole amount back through the provider, mails the buyer, and tells the open back office", async () => {
  const refund = await cancelledOrderRefund()
  const admin = await shop.subscribe(['admin'], { asAdmin: true })

  const started = await start(refund.id)

  expect(started.statusCode, started.body).toBe(200)
  expect(started.json()).toMatchObject({ status: 'refunded', refundedCents: 2500, remainingCents: 0, provider: 'demo', lastError: null })
  await nextMessage(admin, (m) => m.type === 'refunds_changed')
  const [mail] = await mailsOf('refund_started')
  expect(mail?.subject).toBe('Terugbetaling onderweg')
  expect(mail?.text).toContain('Booster Box – Nachtvlam')
  expect(mail?.text).toMatch(/25,00/)
})

test('a part is paid back when the seller says so and the rest stays owed; more than is left, or nothing, is refused', async () => {
  const refund = await cancelledOrderRefund()

  const tooMuch = await start(refund.id, { amountCents: 2501 })
  expect(tooMuch.statusCode).toBe(400)
  expect(tooMuch.json()).toEqual({ message: 'Je kunt hier hoogstens €\u00a025,00 terugbetalen.' })
  expect((await start(refund.id, { amountCents: 0 })).statusCode).toBe(400)

  const part = await start(refund.id, { amountCents: 1000 })
  expect(part.statusCode, part.body).toBe(200)
  // The rest is still owed, for the seller to pay back (decision 052): a part never closes the case.
  expect(part.json()).toMatchObject({ status: 'owed', amountCents: 2500, refundedCents: 1000, remainingCents: 1500 })
  expect((await start(refund.id, { amountCents: 1501 })).json()).toEqual({ message: 'Je kunt hier hoogstens €\u00a015,00 terugbetalen.' })
  const rest = await start(refund.id)
  expect(rest.json()).toMatchObject({ status: 'refunded', refundedCents: 2500, remainingCents: 0, attempts: [{ amountCents: 1000 }, { amountCents: 1500 }] })
})

test('a refund is started once: a second click, also at the same moment, is refused', async () => {
  const refund = await cancelledOrderRefund()
  const answers = await Promise.all([start(refund.id), start(refund.id)])
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
  expect(answers.find((a) => a.statusCode === 409)?.json()).toEqual({ message: messages.refundAlreadyStarted })
  expect(await mailsOf('refund_started')).toHaveLength(1)
})

test("a cart payment that comes in after its checkout expired is owed back, and its orders stay out of the queue", async () => {
  const product = await insertProduct(db(), { name: 'Booster Box – Nachtvlam', priceCents: 1250, stock: 5 })
  const paymentId = await checkOut(shop, [{ productId: product.id, quantity: 1 }])
  await settleDemoPayment(shop.shop.app, paymentId, 'expired')

  await settleDemoPayment(shop.shop.app, paymentId, 'paid')
  await settleDemoPayment(shop.shop.app, paymentId, 'paid')

  expect(await listRefunds()).toEqual([
    expect.objectContaining({ paymentId, reason: 'late_payment', amountCents: 1250, status: 'owed', refundable: true }),
  ])
  expect((await listOrders()).map((o) => o.status)).toEqual(['failed'])
  expect(await readPublic<unknown[]>(shop, '/api/queue')).toEqual([])
  // 'Remove failed orders' keeps a payment that is owed back, so it can still be paid back.
  expect((await shop.admin('DELETE', '/api/orders/failed')).statusCode).toBe(200)
  expect(await listRefunds()).toEqual([expect.objectContaining({ paymentId, refundable: true })])
  expect((await start((await listRefunds())[0]?.id ?? 0)).statusCode).toBe(200)
})

test('a spot paid after its battle closed gets no confirmation and no points: its buyer is told the money comes back', async () => {
  const battle = await insertBattle(db(), { isActive: true, pricePerSpot: '12.50', maxSpots: 4, spotsAvailable: 4 })
  const bought = await shop.anonymous('POST', `/api/pack-battles/${battle.id}/spots`, {
    spotNumber: 2,
    tiktokUsername: 'laatkomer',
    email: 'laatkomer@example.nl',
  })
  expect(bought.statusCode, bought.body).toBe(200)
  const { paymentId } = bought.json<{ paymentId: string }>()
  expect((await shop.admin('PATCH', `/api/pack-battles/${battle.id}`, { isActive: false })).statusCode).toBe(200)

  await settleDemoPayment(shop.shop.app, paymentId, 'paid')

  expect(await listRefunds()).toEqual([expect.objectContaining({ paymentId, reason: 'battle_closed', amountCents: 1250 })])
  expect(await mailsOf('order_confirmation')).toEqual([])
  const [cancelledMail] = await mailsOf('order_cancelled')
  expect(cancelledMail?.subject).toBe('Je plek in de Pack Battle is vervallen')
  expect((await listOrders()).map((o) => o.status)).toEqual(['cancelled'])
  const standing = await readPublic<{ points: number }>(shop, '/api/leaderboard/standing?tiktokUsername=laatkomer')
  expect(standing.points).toBe(0)
})

test('deleting a battle that was not played owes back every spot paid in the shop; a played one owes nothing', async () => {
  const open = await insertBattle(db(), { isActive: true, pricePerSpot: '12.50', maxSpots: 4, spotsAvailable: 4 })
  const buy = async (battleId: number, spotNumber: number, name: string) => {
    const response = await shop.anonymous('POST', `/api/pack-battles/${battleId}/spots`, {
      spotNumber,
      tiktokUsername: name,
      email: `${name}@example.nl`,
    })
    expect(response.statusCode, response.body).toBe(200)
    await settleDemoPayment(shop.shop.app, response.json<{ paymentId: string }>().paymentId, 'paid')
  }
  await buy(open.id, 1, 'eerste')
  await buy(open.id, 2, 'tweede')

  expect((await shop.admin('DELETE', `/api/pack-battles/${open.id}`)).statusCode).toBe(204)

  const refunds = await listRefunds()
  expect(refunds.map((r) => [r.reason, r.tiktokUsername, r.amountCents]).sort()).toEqual([
    ['battle_deleted', 'eerste', 1250],
    ['battle_deleted', 'tweede', 1250],
  ])
  expect((await listOrders()).map((o) => o.status)).toEqual(['cancelled', 'cancelled'])
})

test("a shop-paid participant is not toggled by hand: 'Betaald' answers 409 and changes nothing", async () => {
  const battle = await insertBattle(db(), { isActive: true, pricePerSpot: '12.50', maxSpots: 4, spotsAvailable: 4 })
  const bought = await shop.anonymous('POST', `/api/pack-battles/${battle.id}/spots`, {
    spotNumber: 3,
    tiktokUsername: 'winkelkoper',
    email: 'winkelkoper@example.nl',
  })
  await settleDemoPayment(shop.shop.app, bought.json<{ paymentId: string }>().paymentId, 'paid')
  const read = async () => {
    const battles = await readPublic<{ id: number; participants: { id: number; isPaid: boolean }[] }[]>(shop, '/api/pack-battles')
    return battles.find((b) => b.id === battle.id)?.participants ?? []
  }
  const [participant] = await read()

  const toggled = await shop.admin('PATCH', `/api/pack-battles/participants/${participant?.id}`, { isPaid: false })

  expect(toggled.statusCode).toBe(409)
  expect(toggled.json()).toEqual({ message: messages.participantPaidInShop })
  expect((await read())[0]?.isPaid).toBe(true)
})

describe("a late cart payment: 'Betaald na verlopen'", () => {
  async function latePayment(stockAfterExpiry: number) {
    const product = await insertProduct(db(), { name: 'Booster Box – Nachtvlam', priceCents: 1250, stock: 3 })
    const paymentId = await checkOut(shop, [{ productId: product.id, quantity: 2 }])
    await settleDemoPayment(shop.shop.app, paymentId, 'expired')
    await db().update(products).set({ stock: stockAfterExpiry }).where(eq(products.id, product.id))
    await settleDemoPayment(shop.shop.app, paymentId, 'paid')
    const [refund] = await listRefunds()
    if (!refund) throw new Error('no refund owed')
    return { product, paymentId, refund }
  }
  const honour = (id: number) => shop.admin('POST', `/api/admin/refunds/${id}/honour`)

  test("'Toch leveren' puts its orders in the queue, takes the stock, confirms and gives the points; nothing is owed any more", async () => {
    const { product, paymentId, refund } = await latePayment(3)
    expect(refund).toMatchObject({ reason: 'late_payment', honourable: true })

    const honoured = await honour(refund.id)

    expect(honoured.statusCode, honoured.body).toBe(200)
    expect((await listOrders()).map((o) => o.status)).toEqual(['pending'])
    expect(await readPublic<unknown[]>(shop, '/api/queue')).toHaveLength(1)
    expect((await findProduct(db(), product.id))?.stock).toBe(1)
    expect(await listRefunds()).toEqual([])
    const [confirmation] = await mailsOf('order_confirmation')
    expect(confirmation?.paymentId).toBe(paymentId)
    const standing = await readPublic<{ points: number }>(shop, `/api/leaderboard/standing?tiktokUsername=${(await listOrders())[0]?.tiktokUsername}`)
    expect(standing.points).toBe(250)
  })

  test('without the stock it is refused with the reason, and it stays owed', async () => {
    const { product, refund } = await latePayment(1)

    const refused = await honour(refund.id)

    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ message: 'Niet genoeg voorraad voor Booster Box – Nachtvlam: nog 1 beschikbaar.' })
    expect((await findProduct(db(), product.id))?.stock).toBe(1)
    expect((await listOrders()).map((o) => o.status)).toEqual(['failed'])
    expect(await listRefunds()).toEqual([expect.objectContaining({ id: refund.id, status: 'owed', honourable: true })])
  })

  test('a refund that is no late cart payment, or one already paid back, is not honoured', async () => {
    const refund = await cancelledOrderRefund()
    expect(refund.honourable).toBe(false)
    expect((await honour(refund.id)).statusCode).toBe(409)
    const late = await latePayment(3)
    expect((await start(late.refund.id)).statusCode).toBe(200)
    expect((await honour(late.refund.id)).statusCode).toBe(409)
    expect((await honour(999_999)).statusCode).toBe(404)
  })
})

test("the buyer's order page hears that its refund moved: an order_update of its order, nothing about the refund", async () => {
  const refund = await cancelledOrderRefund()
  const orders = await shop.subscribe(['orders'])

  expect((await start(refund.id)).statusCode).toBe(200)

  const update = await nextMessage(orders, (m) => m.type === 'order_update')
  expect(update).toEqual({ channel: 'orders', type: 'order_update', order: expect.objectContaining({ id: refund.orderId, status: 'cancelled' }) })
  expect(JSON.stringify(update)).not.toMatch(/refund|@/i)
})
