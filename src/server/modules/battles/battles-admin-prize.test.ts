import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import type { Refund } from '#shared/contracts/admin-refunds'
import type { ShippingDesk } from '#shared/contracts/admin-shipments'
import type { Battle, Participant } from '#shared/contracts/battles'
import { messages } from '#shared/contracts/messages'
import type { OrderPage } from '#shared/contracts/order-page'
import type { ShippingPage } from '#shared/contracts/shipping'
import { heldUntil } from '#shared/domain/shipping-window'
import { mailMessages, orders, packBattleParticipants, payments } from '#server/db/schema'
import { packBattleBody, readPublic } from '#server/testing/admin-factories'
import { parcelAddress, settleDemoPayment } from '#server/testing/factories'
import { useAdminShop } from '#server/testing/use-test-shop'

// Decision 028: completing a Pack Battle gives its winner the battle's cards, as a held live order at no
// charge (sales' recordPrizeOrder) that they ship like any held order (decision 022).

const shop = useAdminShop({ clearBetweenTests: true })
const db = () => shop.database.db

async function createBattle(): Promise<Battle> {
  const response = await shop.admin(
    'POST',
    '/api/pack-battles',
    packBattleBody({ title: 'Zondag', productName: 'Booster Box – Nachtvlam', pricePerSpot: '12,50', isActive: true, maxSpots: 4, format: 'winner_takes_all' }),
  )
  expect(response.statusCode, response.body).toBe(201)
  return response.json<Battle>()
}

/** A spot bought in the shop and paid through the demo provider (decision 023). */
async function buySpot(battleId: number, spotNumber: number, name: string, email: string) {
  const started = await shop.anonymous('POST', `/api/pack-battles/${battleId}/spots`, { spotNumber, tiktokUsername: name, email })
  expect(started.statusCode, started.body).toBe(200)
  const { paymentId } = started.json<{ paymentId: string }>()
  await settleDemoPayment(shop.shop.app, paymentId, 'paid')
  const [participant] = await db().select().from(packBattleParticipants).where(eq(packBattleParticipants.paymentId, paymentId))
  if (!participant) throw new Error(`no participant for payment ${paymentId}`)
  return { paymentId, participantId: participant.id }
}

/** A spot paid by Tikkie, added by the seller. */
async function addTikkieWinner(battleId: number, name: string, spotNumber = 3): Promise<Participant> {
  const response = await shop.admin('POST', `/api/pack-battles/${battleId}/participants`, { name, spotNumber, isPaid: true })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<Participant>()
}

const complete = (battleId: number, winnerId: number) => shop.admin('POST', `/api/pack-battles/${battleId}/complete`, { winnerId })

async function completeWith(battleId: number, winnerId: number) {
  const response = await complete(battleId, winnerId)
  expect(response.statusCode, response.body).toBe(200)
}

/** The orders of the prize's payments, with their payment's columns. */
const prizeRows = () =>
  db()
    .select({ order: orders, payment: payments })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(eq(payments.provider, 'prize'))

const battleWonMails = () => db().select().from(mailMessages).where(eq(mailMessages.kind, 'battle_won'))

/** The money the shop took in: the paid payments, and the paid orders' lines. */
async function moneyIn() {
  const [row] = await db()
    .select({
      paid: sql<number>`(select coalesce(sum(${payments.amountCents}), 0)::int from ${payments} where ${payments.status} = 'paid')`,
      lines: sql<number>`(select coalesce(sum(${orders.unitPriceCents} * ${orders.quantity}), 0)::int from ${orders}
        where ${orders.status} in ('pending', 'completed'))`,
    })
    .from(sql`(select 1) as one`)
  return row
}

/** The order page token in a message's link: `${publicUrl}/bestelling/{token}`. */
function orderPageTokenIn(text: string): string {
  const token = /\/bestelling\/([\w-]+)/.exec(text)?.[1]
  if (!token) throw new Error(`no order page link in ${text}`)
  return token
}

const desk = async () => {
  const response = await shop.admin('GET', '/api/admin/shipments')
  expect(response.statusCode, response.body).toBe(200)
  return response.json<ShippingDesk>()
}

describe("completing a battle gives the winner the battle's cards", () => {
  test('a shop-paid winner: one held order at € 0,00, on their shipping page and the desk, not in the queue, no points, and the e-mail', async () => {
    const battle = await createBattle()
    const anna = await buySpot(battle.id, 1, 'anna.tt', 'Anna.Winnaar@example.nl')
    await buySpot(battle.id, 2, 'bram.tt', 'bram@example.nl')
    const pointsBefore = await readPublic<{ points: number }>(shop, '/api/leaderboard/standing?tiktokUsername=anna.tt')
    const moneyBefore = await moneyIn()

    await completeWith(battle.id, anna.participantId)

    const prizes = await prizeRows()
    expect(prizes).toHaveLength(1)
    const [{ order, payment } = { order: undefined, payment: undefined }] = prizes
    expect(payment).toMatchObject({
      provider: 'prize',
      providerPaymentId: null,
      status: 'paid',
      amountCents: 0,
      shippingMethod: 'live',
      shippingCostCents: 0,
      tiktokUsername: 'anna.tt',
      email: 'Anna.Winnaar@example.nl',
      firstName: '',
      street: '',
      settledAt: expect.any(Date),
    })
    expect(order).toMatchObject({
      productName: 'Pack Battle "Zondag": Booster Box – Nachtvlam',
      productId: null,
      quantity: 1,
      unitPriceCents: 0,
      status: 'completed',
      points: 0,
      tiktokUsername: 'anna.tt',
      battleId: null,
      spotNumber: null,
      paidAt: expect.any(Date),
      completedAt: expect.any(Date),
    })
    if (!order?.paidAt) throw new Error('the prize order was not paid')
    const lastDay = heldUntil(order.paidAt).lastDay

    // Nothing was paid: no money in, and the winner's points are their spot's alone.
    expect(await moneyIn()).toEqual(moneyBefore)
    expect(await readPublic<{ points: number }>(shop, '/api/leaderboard/standing?tiktokUsername=anna.tt')).toEqual(pointsBefore)
    // Opened on stream during the battle: never in the live queue.
    expect(await readPublic<unknown[]>(shop, '/api/queue')).toEqual([])

    // 'Je hebt de Pack Battle gewonnen!', with a link to the prize's order page and the last day.
    const mails = await battleWonMails()
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail).toMatchObject({
      key: `battle-won:${payment?.id}`,
      paymentId: payment?.id,
      recipient: 'Anna.Winnaar@example.nl',
      subject: 'Je hebt de Pack Battle gewonnen!',
    })
    const text = (mail?.text ?? '').replaceAll('\u00a0', ' ')
    expect(text).toContain('Pack Battle "Zondag" gewonnen')
    expect(text).toContain('Booster Box – Nachtvlam')
    expect(text).toContain('Je kaarten bewaren we tot')
    expect(text).toContain('Vraag de verzending aan via je bestelpagina')

    // The link opens the prize's order page and its shipping part, where the cards are held.
    const token = orderPageTokenIn(text)
    const page = await readPublic<OrderPage>(shop, `/api/order-page/${token}`)
    expect(page).toMatchObject({ paymentStatus: 'paid', totalCents: 0, tiktokUsername: 'anna.tt', queue: null })
    expect(page.orders).toEqual([
      expect.objectContaining({ id: order.id, productName: 'Pack Battle "Zondag": Booster Box – Nachtvlam', unitPriceCents: 0, heldUntil: lastDay }),
    ])
    const shipping = await readPublic<ShippingPage>(shop, `/api/shipping-page/${token}`)
    expect(shipping.held).toEqual([
      { orderId: order.id, productName: 'Pack Battle "Zondag": Booster Box – Nachtvlam', quantity: 1, paidAt: order.paidAt.toISOString(), lastDay, opened: true },
    ])

    // The seller's desk holds it for @anna.tt; the admin's orders say so.
    expect((await desk()).held).toEqual([
      expect.objectContaining({ orderId: order.id, tiktokUsername: 'anna.tt', lastDay, opened: true, requested: false }),
    ])
    const adminOrders = (await shop.admin('GET', '/api/orders')).json<AdminOrder[]>()
    expect(adminOrders.find((row) => row.id === order.id)).toMatchObject({
      status: 'completed',
      totalCents: 0,
      points: 0,
      // Named by its line on the orders page, not 'Product niet gevonden'.
      prize: true,
      productName: 'Pack Battle "Zondag": Booster Box – Nachtvlam',
      shipping: { state: 'held', lastDay },
      emails: [expect.objectContaining({ kind: 'battle_won' })],
    })
  })

  test('the winner asks for shipping on the page the e-mail links to, as any buyer of a live opening', async () => {
    const battle = await createBattle()
    const anna = await buySpot(battle.id, 1, 'anna.tt', 'anna@example.nl')
    await completeWith(battle.id, anna.participantId)
    const [mail] = await battleWonMails()
    const token = orderPageTokenIn(mail?.text ?? '')
    const [prize] = await prizeRows()

    const requested = await shop.anonymous('POST', '/api/shipping-requests', {
      token,
      orderIds: [prize?.order.id],
      address: parcelAddress(),
    })

    expect(requested.statusCode, requested.body).toBe(201)
    expect((await desk()).held).toEqual([expect.objectContaining({ orderId: prize?.order.id, requested: true })])
  })

  test('a Tikkie winner without an e-mail address gets the held order and no e-mail; the seller sees it on the desk', async () => {
    const battle = await createBattle()
    const carla = await addTikkieWinner(battle.id, 'carla.tt')
    const moneyBefore = await moneyIn()

    await completeWith(battle.id, carla.id)

    const prizes = await prizeRows()
    expect(prizes.map(({ order, payment }) => [order.tiktokUsername, order.status, order.unitPriceCents, payment.email, payment.amountCents])).toEqual([
      ['carla.tt', 'completed', 0, '', 0],
    ])
    expect(await battleWonMails()).toEqual([])
    expect(await db().select().from(mailMessages)).toEqual([])
    expect((await desk()).held).toEqual([
      expect.objectContaining({ orderId: prizes[0]?.order.id, tiktokUsername: 'carla.tt', productName: 'Pack Battle "Zondag": Booster Box – Nachtvlam' }),
    ])
    expect(await moneyIn()).toEqual(moneyBefore)
  })

  test("a Tikkie winner whose e-mail address the seller has gets the e-mail at that address", async () => {
    const battle = await createBattle()
    const dirk = await addTikkieWinner(battle.id, 'dirk.tt')
    await db().update(packBattleParticipants).set({ email: 'dirk@example.nl' }).where(eq(packBattleParticipants.id, dirk.id))

    await completeWith(battle.id, dirk.id)

    const [prize] = await prizeRows()
    expect(prize?.payment.email).toBe('dirk@example.nl')
    expect((await battleWonMails()).map((mail) => [mail.recipient, mail.paymentId])).toEqual([['dirk@example.nl', prize?.payment.id]])
  })

  test('once per battle: completing again is refused and records no second prize or e-mail', async () => {
    const battle = await createBattle()
    const anna = await buySpot(battle.id, 1, 'anna.tt', 'anna@example.nl')
    const carla = await addTikkieWinner(battle.id, 'carla.tt')
    await completeWith(battle.id, anna.participantId)

    const results = await Promise.all([complete(battle.id, anna.participantId), complete(battle.id, carla.id)])

    for (const response of results) {
      expect(response.statusCode).toBe(409)
      expect(response.json()).toEqual({ message: messages.battleCompleted })
    }
    expect((await prizeRows()).map(({ order }) => order.tiktokUsername)).toEqual(['anna.tt'])
    expect(await battleWonMails()).toHaveLength(1)
  })

  test('a refused completion (an unpaid winner) records no prize', async () => {
    const battle = await createBattle()
    const unpaid = await shop.admin('POST', `/api/pack-battles/${battle.id}/participants`, { name: 'eva.tt', spotNumber: 4 })
    expect(unpaid.statusCode, unpaid.body).toBe(201)

    const response = await complete(battle.id, unpaid.json<Participant>().id)

    expect(response.statusCode).toBe(409)
    expect(await prizeRows()).toEqual([])
    expect(await battleWonMails()).toEqual([])
  })

  test('the prize is no money: it cannot be cancelled, and nothing is owed back for it', async () => {
    const battle = await createBattle()
    const anna = await buySpot(battle.id, 1, 'anna.tt', 'anna@example.nl')
    await completeWith(battle.id, anna.participantId)
    const [prize] = await prizeRows()

    const cancelled = await shop.admin('POST', `/api/orders/${prize?.order.id}/cancel`)

    expect(cancelled.statusCode).toBe(409)
    expect(cancelled.json()).toEqual({ message: messages.orderNotCancellable })
    const refunds = (await shop.admin('GET', '/api/admin/refunds')).json<Refund[]>()
    expect(refunds).toEqual([])
    const [row] = await db()
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, prize?.order.id ?? 0), eq(orders.status, 'completed')))
    expect(row).toEqual({ status: 'completed' })
  })
})

test("the prize is no sale: an overlay catching up after a reconnect shows no alert for it", async () => {
  const battle = await createBattle()
  const winner = await addTikkieWinner(battle.id, 'winnaar_tikkie')
  const since = new Date(Date.now() - 60_000).toISOString()

  await completeWith(battle.id, winner.id)

  expect(await prizeRows()).toHaveLength(1)
  const caughtUp = await readPublic<{ orders: unknown[] }>(shop, `/api/queue/paid?since=${encodeURIComponent(since)}`)
  expect(caughtUp.orders).toEqual([])
})
