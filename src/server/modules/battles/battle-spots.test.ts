import { eq, notInArray } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { Refund } from '#shared/contracts/admin-refunds'
import type { Battle } from '#shared/contracts/battles'
import { messages } from '#shared/contracts/messages'
import type { OrderPage } from '#shared/contracts/order-page'
import { mailMessages, orders, payments } from '#server/db/schema'
import { checkOut, nextMessage, packBattleBody, readPublic } from '#server/testing/admin-factories'
import { expireCheckouts } from '#server/testing/checkout-expiry'
import { insertProduct, settleDemoPayment } from '#server/testing/factories'
import { useAdminShop } from '#server/testing/use-test-shop'

// Decision 023: a viewer buys a Pack Battle spot in the shop, paid through the demo provider.

const shop = useAdminShop({ clearBetweenTests: true })

async function createBattle(overrides: Record<string, unknown> = {}): Promise<Battle> {
  const response = await shop.admin('POST', '/api/pack-battles', packBattleBody({ isActive: true, pricePerSpot: '12,50', ...overrides }))
  expect(response.statusCode, response.body).toBe(201)
  return response.json<Battle>()
}

const buyer = (n: number) => ({ tiktokUsername: `@Spotkoper${n}`, email: `spotkoper${n}@example.nl` })

const postSpot = (battleId: number, spotNumber: unknown, n = 1, extra: Record<string, unknown> = {}) =>
  shop.anonymous('POST', `/api/pack-battles/${battleId}/spots`, { spotNumber, ...buyer(n), ...extra })

type Started = { url: string; paymentId: string; orderPageToken: string }

async function buySpot(battleId: number, spotNumber: number, n = 1): Promise<Started> {
  const response = await postSpot(battleId, spotNumber, n)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<Started>()
}

async function readBattle(id: number): Promise<Battle> {
  const battle = (await readPublic<Battle[]>(shop, '/api/pack-battles')).find((b) => b.id === id)
  if (!battle) throw new Error(`battle ${id} is not listed`)
  return battle
}

const spotsOf = async (id: number) =>
  (await readBattle(id)).participants.map(({ spotNumber, name, isPaid, paidVia, reserved }) => ({
    spotNumber,
    name,
    isPaid,
    paidVia,
    reserved,
  }))

const listRefunds = async () => {
  const response = await shop.admin('GET', '/api/admin/refunds')
  expect(response.statusCode, response.body).toBe(200)
  return response.json<Refund[]>()
}

describe('buying a spot', () => {
  test('twenty buyers race for one spot: one holds it, nineteen hear it was just taken and which spots are free', async () => {
    const battle = await createBattle({ maxSpots: 6 })

    const responses = await Promise.all(Array.from({ length: 20 }, (_, n) => postSpot(battle.id, 4, n)))

    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({
        message: 'Plek 4 is net gekozen door iemand anders. Kies een andere plek.',
        freeSpots: [1, 2, 3, 5, 6],
      })
    }
    expect(await spotsOf(battle.id)).toEqual([{ spotNumber: 4, name: '', isPaid: false, paidVia: 'shop', reserved: true }])
    expect((await readBattle(battle.id)).spotsAvailable).toBe(5)

    const winner = responses.findIndex((response) => response.statusCode === 200)
    await settleDemoPayment(shop.shop.app, responses[winner]?.json<Started>().paymentId ?? '', 'paid')

    expect(await spotsOf(battle.id)).toEqual([
      { spotNumber: 4, name: `spotkoper${winner}`, isPaid: true, paidVia: 'shop', reserved: false },
    ])
    expect((await readBattle(battle.id)).spotsAvailable).toBe(5)
  })

  test('answers where to pay and the order page key; the spot is held and the battle event goes out', async () => {
    const battle = await createBattle()
    const socket = await shop.subscribe(['battles'])

    const started = await buySpot(battle.id, 2)

    expect(started).toEqual({ url: `/payment/demo/${started.paymentId}`, paymentId: expect.any(String), orderPageToken: expect.any(String) })
    const event = await nextMessage(socket, (m) => m.type === 'battle_updated')
    expect((event.battle as Battle).participants).toEqual([
      { id: expect.any(Number), battleId: battle.id, name: '', spotNumber: 2, isPaid: false, paidVia: 'shop', reserved: true },
    ])
  })

  test('a full battle refuses a spot with 409', async () => {
    const battle = await createBattle({ maxSpots: 2 })
    await buySpot(battle.id, 1, 1)
    await buySpot(battle.id, 2, 2)

    const response = await postSpot(battle.id, 1, 3)

    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: messages.battleFull, freeSpots: [] })
  })

  test('a spot past the battle\'s maxSpots is wrong input: 400 naming the spots', async () => {
    const battle = await createBattle({ maxSpots: 4 })
    const response = await postSpot(battle.id, 6)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: 'Plek 6 bestaat niet in deze battle: er zijn 4 plekken.' })
  })

  test('a battle that takes no shop payments refuses with 409, while the seller still adds by hand', async () => {
    const battle = await createBattle({ shopPayments: false })

    const response = await postSpot(battle.id, 1)

    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: messages.battleWithoutShopPayments })
    const added = await shop.admin('POST', `/api/pack-battles/${battle.id}/participants`, { name: 'anna', spotNumber: 1 })
    expect(added.statusCode, added.body).toBe(201)
    expect(await spotsOf(battle.id)).toEqual([{ spotNumber: 1, name: 'anna', isPaid: false, paidVia: 'tikkie', reserved: false }])
  })

  test('an unknown or stopped battle answers 404, a completed one 409; no payment is recorded', async () => {
    const stopped = await createBattle({ isActive: false })
    const done = await createBattle({ title: 'Klaar' })
    const winner = await shop.admin('POST', `/api/pack-battles/${done.id}/participants`, { name: 'anna', spotNumber: 1, isPaid: true })
    await shop.admin('POST', `/api/pack-battles/${done.id}/complete`, { winnerId: winner.json<{ id: number }>().id })

    const unknown = await postSpot(999_999, 1)
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: messages.battleNotFound }])
    const inactive = await postSpot(stopped.id, 1)
    expect([inactive.statusCode, inactive.json()]).toEqual([404, { message: messages.battleNotActive }])
    const completed = await postSpot(done.id, 2)
    expect([completed.statusCode, completed.json()]).toEqual([409, { message: messages.battleClosedForSpots }])
    // Completing gave anna her own pack at no charge (decision 064); no spot was paid for.
    expect(await shop.database.db.select().from(payments).where(notInArray(payments.provider, ['prize', 'own_pack']))).toEqual([])
  })

  test.each([
    [{ spotNumber: 0 }, 'Kies een plek'],
    [{ spotNumber: 'vier' }, 'Kies een plek'],
    [{ tiktokUsername: '' }, messages.tiktokUsernameRequired],
    [{ email: 'geen-adres' }, 'Ongeldig e-mailadres'],
  ])('bad input %j answers 400 in Dutch and holds nothing', async (change, message) => {
    const battle = await createBattle()
    const response = await shop.anonymous('POST', `/api/pack-battles/${battle.id}/spots`, { spotNumber: 1, ...buyer(1), ...change })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message })
    expect((await readBattle(battle.id)).participants).toEqual([])
  })

  test('the price cannot be tampered with: amounts in the body are ignored, the battle\'s price is charged', async () => {
    const battle = await createBattle({ pricePerSpot: '12,50' })

    const response = await postSpot(battle.id, 3, 1, { amountCents: 1, price: '0.01', pricePerSpot: '0,01' })

    expect(response.statusCode, response.body).toBe(200)
    const { paymentId } = response.json<Started>()
    const demo = await shop.anonymous('GET', `/api/payments/${paymentId}/demo`)
    expect(demo.json()).toMatchObject({ amountCents: 1250 })
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.paymentId, paymentId))
    expect(order).toMatchObject({ productName: 'Pack Battle "Vrijdagavond Battle", plek 3', unitPriceCents: 1250, quantity: 1 })
  })

  test('a buyer who starts a second purchase lets their first spot go (one open checkout per e-mail address)', async () => {
    const battle = await createBattle()
    await buySpot(battle.id, 1, 7)
    await buySpot(battle.id, 2, 7)
    expect((await spotsOf(battle.id)).map((spot) => spot.spotNumber)).toEqual([2])
  })

  test("decision 017's limit applies: with 20 open checkouts from the address, a spot is refused with 429", async () => {
    const battle = await createBattle()
    // Twenty other buyers' unpaid checkouts from the address inject gives every request.
    const booster = await insertProduct(shop.database.db, { stock: 20 })
    for (let n = 0; n < 20; n++) await checkOut(shop, [{ productId: booster.id, quantity: 1 }], { email: `ander${n}@example.nl` })

    const response = await postSpot(battle.id, 1)

    expect(response.statusCode).toBe(429)
    expect(response.json()).toEqual({ message: messages.tooManyOpenCheckouts })
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
    expect((await readBattle(battle.id)).participants).toEqual([])
  })

  test('a buyer who left the payment page and asks for the same spot again gets it: their own hold is released', async () => {
    const battle = await createBattle()
    const first = await buySpot(battle.id, 3, 8)
    const again = await buySpot(battle.id, 3, 8)
    expect(again.paymentId).not.toBe(first.paymentId)
    expect(await spotsOf(battle.id)).toEqual([{ spotNumber: 3, name: '', isPaid: false, paidVia: 'shop', reserved: true }])
    const [firstPayment] = await shop.database.db.select().from(payments).where(eq(payments.id, first.paymentId))
    expect(firstPayment?.status).toBe('canceled')
  })
})

describe('paying, failing and expiring', () => {
  test('a failed payment lets the spot go at once', async () => {
    const battle = await createBattle()
    const started = await buySpot(battle.id, 5)
    await settleDemoPayment(shop.shop.app, started.paymentId, 'failed')
    expect(await spotsOf(battle.id)).toEqual([])
    expect((await readBattle(battle.id)).spotsAvailable).toBe(10)
  })

  test('an expired hold frees the spot, and another buyer can take it', async () => {
    const battle = await createBattle()
    const started = await buySpot(battle.id, 5, 1)
    const [payment] = await shop.database.db.select().from(payments).where(eq(payments.id, started.paymentId))

    expect(await expireCheckouts(shop.shop, new Date((payment?.expiresAt.getTime() ?? 0) + 1))).toBe(1)

    expect(await spotsOf(battle.id)).toEqual([])
    await buySpot(battle.id, 5, 2)
    expect(await spotsOf(battle.id)).toEqual([{ spotNumber: 5, name: '', isPaid: false, paidVia: 'shop', reserved: true }])
  })

  test('a late "paid" after the expiry is one refund due, however often it is reported; the spot stays with the new buyer', async () => {
    const battle = await createBattle()
    const late = await buySpot(battle.id, 5, 1)
    await settleDemoPayment(shop.shop.app, late.paymentId, 'expired')
    const other = await buySpot(battle.id, 5, 2)
    await settleDemoPayment(shop.shop.app, other.paymentId, 'paid')
    const admin = await shop.subscribe(['admin'], { asAdmin: true })

    await settleDemoPayment(shop.shop.app, late.paymentId, 'paid')
    // The seller's open back office hears that money is owed back.
    await nextMessage(admin, (m) => m.type === 'refunds_changed')
    await settleDemoPayment(shop.shop.app, late.paymentId, 'paid')

    expect(await listRefunds()).toEqual([
      expect.objectContaining({
        paymentId: late.paymentId,
        amountCents: 1250,
        reason: 'late_payment',
        description: 'Pack Battle "Vrijdagavond Battle", plek 5',
        status: 'owed',
        tiktokUsername: 'spotkoper1',
        email: 'spotkoper1@example.nl',
        refundedAt: null,
      }),
    ])
    expect(await spotsOf(battle.id)).toEqual([{ spotNumber: 5, name: 'spotkoper2', isPaid: true, paidVia: 'shop', reserved: false }])
  })

  test('paid after the battle was completed: a refund with the amount is listed, and nobody is added', async () => {
    const battle = await createBattle({ maxSpots: 3 })
    const started = await buySpot(battle.id, 2)
    const anna = await shop.admin('POST', `/api/pack-battles/${battle.id}/participants`, { name: 'anna', spotNumber: 1, isPaid: true })
    const completed = await shop.admin('POST', `/api/pack-battles/${battle.id}/complete`, { winnerId: anna.json<{ id: number }>().id })
    expect(completed.statusCode, completed.body).toBe(200)

    await settleDemoPayment(shop.shop.app, started.paymentId, 'paid')

    expect(await listRefunds()).toEqual([
      {
        id: expect.any(Number),
        paymentId: started.paymentId,
        orderId: null,
        amountCents: 1250,
        refundedCents: 0,
        inFlightCents: 0,
        chargedBackCents: 0,
        remainingCents: 1250,
        awaitingProvider: false,
        attempts: [],
        reason: 'battle_closed',
        description: 'Pack Battle "Vrijdagavond Battle", plek 2',
        status: 'owed',
        provider: null,
        lastError: null,
        refundable: true,
        honourable: false,
        tiktokUsername: 'spotkoper1',
        email: 'spotkoper1@example.nl',
        createdAt: expect.any(String),
        startedAt: null,
        refundedAt: null,
      },
    ])
    expect((await spotsOf(battle.id)).map((spot) => spot.name)).toEqual(['anna'])
    expect((await readBattle(battle.id)).spotsAvailable).toBe(2)

    // Paid back through the provider (the demo provider's refund is done at once), not ticked off by hand.
    const [refund] = await listRefunds()
    expect((await shop.admin('POST', `/api/admin/refunds/${refund?.id}/refunded`)).statusCode).toBe(409)
    const started2 = await shop.admin('POST', `/api/admin/refunds/${refund?.id}/start`, {})
    expect(started2.statusCode, started2.body).toBe(200)
    expect((await listRefunds())[0]).toMatchObject({ status: 'refunded', refundedCents: 1250, provider: 'demo', refundedAt: expect.any(String) })
    expect((await shop.admin('POST', '/api/admin/refunds/999999/start', {})).statusCode).toBe(404)
  })

  test('paid after the battle was deleted: a refund that names the spot by its order line', async () => {
    const battle = await createBattle()
    const started = await buySpot(battle.id, 7)
    expect((await shop.admin('DELETE', `/api/pack-battles/${battle.id}`)).statusCode).toBe(204)

    await settleDemoPayment(shop.shop.app, started.paymentId, 'paid')

    expect(await listRefunds()).toEqual([
      expect.objectContaining({
        reason: 'battle_closed',
        amountCents: 1250,
        description: 'Pack Battle "Vrijdagavond Battle", plek 7',
      }),
    ])
  })

  test('a paid spot earns its points, names the battle and spot on the order page and in the confirmation, and never enters the queue', async () => {
    const battle = await createBattle({ pricePerSpot: '12,50' })
    const started = await buySpot(battle.id, 4, 3)

    const waiting = await readPublic<OrderPage>(shop, `/api/order-page/${started.orderPageToken}`)
    expect(waiting.orders).toEqual([expect.objectContaining({ stateText: 'Wacht op betaling', heldUntil: null })])

    await settleDemoPayment(shop.shop.app, started.paymentId, 'paid')

    const standing = await readPublic<{ points: number }>(shop, '/api/leaderboard/standing?tiktokUsername=spotkoper3')
    expect(standing.points).toBe(125)
    const page = await readPublic<OrderPage>(shop, `/api/order-page/${started.orderPageToken}`)
    expect(page.orders).toEqual([
      expect.objectContaining({ productName: 'Pack Battle "Vrijdagavond Battle", plek 4', stateText: 'Je plek is betaald', heldUntil: null }),
    ])
    expect(page.queue).toBeNull()
    expect(await readPublic<unknown[]>(shop, '/api/queue')).toEqual([])
    const adminOrders = (await shop.admin('GET', '/api/orders')).json<{ productName: string; status: string; shipping: unknown }[]>()
    expect(adminOrders).toEqual([expect.objectContaining({ status: 'completed', shipping: null })])
    const [mail] = await shop.database.db.select().from(mailMessages).where(eq(mailMessages.paymentId, started.paymentId))
    expect(mail?.text).toContain('Pack Battle "Vrijdagavond Battle", plek 4')
    expect(mail?.text).not.toContain('wachtrij')
    // No cards are held for the buyer of a spot: nothing to ship on request, nothing on the seller's desk.
    const shippingPage = await readPublic<{ held: unknown[] }>(shop, `/api/shipping-page/${started.orderPageToken}`)
    expect(shippingPage.held).toEqual([])
    const desk = (await shop.admin('GET', '/api/admin/shipments')).json<{ held: unknown[]; lapsed: unknown[] }>()
    expect([desk.held, desk.lapsed]).toEqual([[], []])
  })

  test('a webhook or button pressed twice changes nothing the second time', async () => {
    const battle = await createBattle()
    const started = await buySpot(battle.id, 4)
    await settleDemoPayment(shop.shop.app, started.paymentId, 'paid')
    const before = await readBattle(battle.id)

    await settleDemoPayment(shop.shop.app, started.paymentId, 'paid')

    expect(await readBattle(battle.id)).toEqual(before)
    expect(await listRefunds()).toEqual([])
  })
})

describe('the seller and shop payments', () => {
  test('removing a participant who paid in the shop asks to confirm the refund, then records it', async () => {
    const battle = await createBattle()
    const started = await buySpot(battle.id, 6)
    await settleDemoPayment(shop.shop.app, started.paymentId, 'paid')
    const [participant] = (await readBattle(battle.id)).participants

    const refused = await shop.admin('DELETE', `/api/pack-battles/participants/${participant?.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ message: 'Deze deelnemer betaalde €\u00a012,50 in de winkel. Bevestig dat je dit terugbetaalt.' })
    expect(await listRefunds()).toEqual([])

    const removed = await shop.admin('DELETE', `/api/pack-battles/participants/${participant?.id}`, { confirmRefund: true })
    expect(removed.statusCode, removed.body).toBe(204)
    expect(await spotsOf(battle.id)).toEqual([])
    expect(await listRefunds()).toEqual([
      expect.objectContaining({
        paymentId: started.paymentId,
        amountCents: 1250,
        reason: 'participant_removed',
        description: 'Pack Battle "Vrijdagavond Battle", plek 6',
      }),
    ])
    // The spot is no longer the buyer's: its order is cancelled and its points are taken back (decision 028).
    const adminOrders = (await shop.admin('GET', '/api/orders')).json<{ status: string }[]>()
    expect(adminOrders.map((order) => order.status)).toEqual(['cancelled'])
    const standing = await readPublic<{ points: number }>(shop, '/api/leaderboard/standing?tiktokUsername=spotkoper1')
    expect(standing.points).toBe(0)
  })

  test('a hold removed by the seller frees the spot; if that payment still turns paid, the money is a refund', async () => {
    const battle = await createBattle()
    const started = await buySpot(battle.id, 6)
    const [hold] = (await readBattle(battle.id)).participants
    expect((await shop.admin('DELETE', `/api/pack-battles/participants/${hold?.id}`)).statusCode).toBe(204)

    await settleDemoPayment(shop.shop.app, started.paymentId, 'paid')

    expect(await spotsOf(battle.id)).toEqual([])
    expect((await listRefunds()).map((refund) => refund.reason)).toEqual(['battle_closed'])
  })

  test('a participant the seller added by hand is removed as before, without a refund', async () => {
    const battle = await createBattle()
    const anna = await shop.admin('POST', `/api/pack-battles/${battle.id}/participants`, { name: 'anna', spotNumber: 1, isPaid: true })
    expect((await shop.admin('DELETE', `/api/pack-battles/participants/${anna.json<{ id: number }>().id}`)).statusCode).toBe(204)
    expect(await listRefunds()).toEqual([])
  })

  test('the refunds are the admin\'s only', async () => {
    expect((await shop.anonymous('GET', '/api/admin/refunds')).statusCode).toBe(401)
    expect((await shop.anonymous('POST', '/api/admin/refunds/1/refunded')).statusCode).toBe(401)
  })

  test('Reset Data lets unpaid holds go and keeps the money owed back, with its payment; paid shop spots stay paid', async () => {
    const battle = await createBattle()
    const paid = await buySpot(battle.id, 1, 1)
    await settleDemoPayment(shop.shop.app, paid.paymentId, 'paid')
    await buySpot(battle.id, 2, 2)
    const closed = await buySpot(battle.id, 3, 3)
    await shop.admin('PATCH', `/api/pack-battles/${battle.id}`, { isActive: false })
    await settleDemoPayment(shop.shop.app, closed.paymentId, 'paid')
    expect(await listRefunds()).toHaveLength(1)

    const reset = await shop.admin('POST', '/api/reset')
    expect(reset.statusCode, reset.body).toBeLessThan(300)

    expect(await spotsOf(battle.id)).toEqual([{ spotNumber: 1, name: 'spotkoper1', isPaid: true, paidVia: 'shop', reserved: false }])
    expect((await readBattle(battle.id)).spotsAvailable).toBe(9)
    // Money owed back is never wiped (decision 028): the refund stays, and can still be paid back.
    expect(await listRefunds()).toEqual([
      expect.objectContaining({ paymentId: closed.paymentId, reason: 'battle_closed', status: 'owed', refundable: true }),
    ])
  })
})
