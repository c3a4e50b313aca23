import { eq, inArray } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import type { ShippingDesk } from '#shared/contracts/admin-shipments'
import type { Battle, Participant } from '#shared/contracts/battles'
import { messages } from '#shared/contracts/messages'
import { battleFormatChangedMessage, battleFormatFixedMessage, ownPackWithdrawalRefusal } from '#shared/domain/battle-format-texts'
import type { OrderPage } from '#shared/contracts/order-page'
import type { ShippingPage } from '#shared/contracts/shipping'
import { mailMessages, orders, packBattleParticipants, payments } from '#server/db/schema'
import { packBattleBody, readPublic } from '#server/testing/admin-factories'
import { settleDemoPayment } from '#server/testing/factories'
import { useAdminShop } from '#server/testing/use-test-shop'

// Decision 064: the seller chooses per battle between 'Iedereen houdt zijn eigen pack' (each paid spot's
// cards become its buyer's own held order; the winner is named for the honour only) and the first
// battles' 'Winnaar neemt alles' (the winner gets every spot's cards, decision 028). Where the cards end up, per format.

const shop = useAdminShop({ clearBetweenTests: true })
const db = () => shop.database.db

async function createBattle(overrides: Record<string, unknown> = {}): Promise<Battle> {
  const response = await shop.admin(
    'POST',
    '/api/pack-battles',
    packBattleBody({ title: 'Zondag', productName: 'Booster Box – Nachtvlam', pricePerSpot: '12,50', isActive: true, maxSpots: 4, ...overrides }),
  )
  expect(response.statusCode, response.body).toBe(201)
  return response.json<Battle>()
}

/** A spot bought in the shop; paid through the demo provider unless `pay` is false (then it is held). */
async function buySpot(battleId: number, spotNumber: number, name: string, email: string, pay = true) {
  const started = await shop.anonymous('POST', `/api/pack-battles/${battleId}/spots`, { spotNumber, tiktokUsername: name, email })
  expect(started.statusCode, started.body).toBe(200)
  const { paymentId, orderPageToken } = started.json<{ paymentId: string; orderPageToken: string }>()
  if (pay) await settleDemoPayment(shop.shop.app, paymentId, 'paid')
  const [participant] = await db().select().from(packBattleParticipants).where(eq(packBattleParticipants.paymentId, paymentId))
  if (!participant) throw new Error(`no participant for payment ${paymentId}`)
  return { paymentId, orderPageToken, participantId: participant.id }
}

async function addTikkieParticipant(battleId: number, name: string, spotNumber: number, isPaid: boolean): Promise<Participant> {
  const response = await shop.admin('POST', `/api/pack-battles/${battleId}/participants`, { name, spotNumber, isPaid })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<Participant>()
}

async function completeWith(battleId: number, winnerId: number): Promise<Battle> {
  const response = await shop.admin('POST', `/api/pack-battles/${battleId}/complete`, { winnerId })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<Battle>()
}

/** The held orders a completion gave, by provider, with their payment's columns, by order id. */
const cardsRows = (provider: 'prize' | 'own_pack') =>
  db()
    .select({ order: orders, payment: payments })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(eq(payments.provider, provider))
    .orderBy(orders.id)

const mailsOfKind = (kinds: string[]) => db().select().from(mailMessages).where(inArray(mailMessages.kind, kinds)).orderBy(mailMessages.id)

const points = (name: string) => readPublic<{ points: number }>(shop, `/api/leaderboard/standing?tiktokUsername=${name}`)

function orderPageTokenIn(text: string): string {
  const token = /\/bestelling\/([\w-]+)/.exec(text)?.[1]
  if (!token) throw new Error(`no order page link in ${text}`)
  return token
}

describe('the format of a battle', () => {
  test("a new battle lets everyone keep their own pack unless the seller chooses 'winner_takes_all'; each is answered everywhere", async () => {
    const own = await createBattle({ isActive: false })
    expect(own.format).toBe('own_packs')
    const all = await createBattle({ title: 'Alles', format: 'winner_takes_all' })
    expect(all.format).toBe('winner_takes_all')
    expect((await readPublic<Battle>(shop, '/api/pack-battles/active')).format).toBe('winner_takes_all')
    expect((await readPublic<Battle[]>(shop, '/api/pack-battles')).map((b) => [b.title, b.format])).toEqual([
      ['Alles', 'winner_takes_all'],
      ['Zondag', 'own_packs'],
    ])
    const unknown = await shop.admin('POST', '/api/pack-battles', packBattleBody({ format: 'loterij' }))
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toEqual({ message: 'Kies de vorm van de battle' })
  })

  test('the seller may change the format until a spot is paid or being paid; then 409 with the reason, and nothing changes', async () => {
    const battle = await createBattle()
    // A participant the seller added unpaid chose nothing yet: the format may still change.
    await addTikkieParticipant(battle.id, 'eva.tt', 3, false)
    const changed = await shop.admin('PATCH', `/api/pack-battles/${battle.id}`, { format: 'winner_takes_all' })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json<Battle>().format).toBe('winner_takes_all')

    // A buyer paying for a spot read the format on the spot form: it is fixed from then on.
    await buySpot(battle.id, 1, 'anna.tt', 'anna@example.nl', false)
    const whileHeld = await shop.admin('PATCH', `/api/pack-battles/${battle.id}`, { format: 'own_packs' })
    expect(whileHeld.statusCode).toBe(409)
    expect(whileHeld.json()).toEqual({ message: battleFormatFixedMessage })
    expect(whileHeld.json()).toEqual({ message: 'De vorm van deze Pack Battle ligt vast: er is al een plek betaald of gereserveerd.' })

    const other = await createBattle({ title: 'Maandag' })
    await addTikkieParticipant(other.id, 'bram.tt', 2, true)
    const afterPaid = await shop.admin('PATCH', `/api/pack-battles/${other.id}`, { format: 'winner_takes_all', title: 'Maandag!' })
    expect(afterPaid.statusCode).toBe(409)
    expect(afterPaid.json()).toEqual({ message: battleFormatFixedMessage })
    const stored = await readPublic<Battle[]>(shop, '/api/pack-battles')
    expect(stored.map((b) => [b.title, b.format])).toEqual([
      ['Maandag', 'own_packs'],
      ['Zondag', 'winner_takes_all'],
    ])
    // Sending the format it has already is no change, and other fields still save.
    const same = await shop.admin('PATCH', `/api/pack-battles/${other.id}`, { format: 'own_packs', title: 'Maandag!' })
    expect(same.statusCode, same.body).toBe(200)
  })
  test('a buyer who read another format than the battle has now is refused with 409 before anything is held, and reads it again', async () => {
    const battle = await createBattle()
    const changed = await shop.admin('PATCH', `/api/pack-battles/${battle.id}`, { format: 'winner_takes_all' })
    expect(changed.statusCode, changed.body).toBe(200)
    const buy = (format: string) =>
      shop.anonymous('POST', `/api/pack-battles/${battle.id}/spots`, { spotNumber: 1, tiktokUsername: 'anna.tt', email: 'anna@example.nl', format })

    const stale = await buy('own_packs')
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toEqual({ message: battleFormatChangedMessage })
    expect(stale.json()).toEqual({ message: 'De vorm van deze Pack Battle is net veranderd. Lees hem opnieuw en kies dan je plek.' })
    expect(await db().select().from(packBattleParticipants)).toEqual([])
    expect(await db().select().from(payments)).toEqual([])

    const read = await buy('winner_takes_all')
    expect(read.statusCode, read.body).toBe(200)
  })
})

describe("'Iedereen houdt zijn eigen pack': each paid spot's cards become its buyer's own held order", () => {
  test('every paid spot gets its own pack at € 0,00, held and mailed like a live opening; the winner gets no prize, no mail about winning and no points', async () => {
    const battle = await createBattle()
    const anna = await buySpot(battle.id, 1, 'anna.tt', 'anna@example.nl')
    const bram = await buySpot(battle.id, 2, 'bram.tt', 'bram@example.nl')
    const carla = await addTikkieParticipant(battle.id, 'carla.tt', 3, true)
    await addTikkieParticipant(battle.id, 'dirk.tt', 4, false)
    const before = { anna: await points('anna.tt'), bram: await points('bram.tt') }
    // The spots' own points follow the shop's rule: € 12,50 paid earns 125.
    expect(before).toEqual({ anna: expect.objectContaining({ points: 125 }), bram: expect.objectContaining({ points: 125 }) })

    const completed = await completeWith(battle.id, bram.participantId)

    expect(completed).toMatchObject({ isCompleted: true, format: 'own_packs', winner: expect.objectContaining({ name: 'bram.tt' }) })
    const packs = await cardsRows('own_pack')
    expect(
      packs.map(({ order, payment }) => ({
        name: order.tiktokUsername,
        productName: order.productName,
        status: order.status,
        unitPriceCents: order.unitPriceCents,
        points: order.points,
        spotNumber: order.spotNumber,
        amountCents: payment.amountCents,
        paymentStatus: payment.status,
        shippingMethod: payment.shippingMethod,
        email: payment.email,
      })),
    ).toEqual(
      [
        ['anna.tt', 1, 'anna@example.nl'],
        ['bram.tt', 2, 'bram@example.nl'],
        // A Tikkie spot's buyer gets theirs too, without an e-mail address: the seller's desk shows it.
        ['carla.tt', 3, ''],
      ].map(([name, spot, email]) => ({
        name,
        productName: `Pack Battle "Zondag": Booster Box – Nachtvlam (eigen pack, plek ${spot})`,
        status: 'completed',
        unitPriceCents: 0,
        points: 0,
        spotNumber: null,
        amountCents: 0,
        paymentStatus: 'paid',
        shippingMethod: 'live',
        email,
      })),
    )
    // dirk.tt did not pay: no cards. Nobody gets a prize, and no mail says anyone won.
    expect(await cardsRows('prize')).toEqual([])
    expect(await mailsOfKind(['battle_won'])).toEqual([])
    // No points from the outcome: the winner's standing is their spot's alone, as everyone's.
    expect({ anna: await points('anna.tt'), bram: await points('bram.tt') }).toEqual(before)
    // Opened on stream during the battle: never in the live queue.
    expect(await readPublic<unknown[]>(shop, '/api/queue')).toEqual([])
    expect(carla.isPaid).toBe(true)

    // Each shop buyer gets 'Je pack is geopend' with the link to their own pack's page, where it is held.
    const mails = await mailsOfKind(['pack_opened'])
    expect(mails.map((mail) => [mail.recipient, mail.subject])).toEqual([
      ['anna@example.nl', 'Je pack is geopend'],
      ['bram@example.nl', 'Je pack is geopend'],
    ])
    const annaPack = packs[0]
    if (!annaPack?.order.paidAt) throw new Error('anna has no own pack')
    const token = orderPageTokenIn(mails[0]?.text ?? '')
    const page = await readPublic<OrderPage>(shop, `/api/order-page/${token}`)
    expect(page.orders).toEqual([
      expect.objectContaining({
        id: annaPack.order.id,
        productName: 'Pack Battle "Zondag": Booster Box – Nachtvlam (eigen pack, plek 1)',
        heldUntil: expect.any(String),
        battleFormat: 'own_packs',
        // It came with the spot, which cannot be withdrawn from (decision 050).
        withdrawable: false,
        withdrawalRefusal: ownPackWithdrawalRefusal,
      }),
    ])
    const shipping = await readPublic<ShippingPage>(shop, `/api/shipping-page/${token}`)
    expect(shipping.held).toEqual([expect.objectContaining({ orderId: annaPack.order.id, opened: true })])

    // The spot's own page names the format; the spot stays a spot.
    const spotPage = await readPublic<OrderPage>(shop, `/api/order-page/${anna.orderPageToken}`)
    expect(spotPage.orders).toEqual([
      expect.objectContaining({ productName: 'Pack Battle "Zondag", plek 1', battleFormat: 'own_packs', withdrawalRefusal: messages.withdrawalSpot }),
    ])

    // The seller's desk holds the three packs; the orders page names them by their line.
    const desk = (await shop.admin('GET', '/api/admin/shipments')).json<ShippingDesk>()
    expect(desk.held.map((held) => held.tiktokUsername).sort()).toEqual(['anna.tt', 'bram.tt', 'carla.tt'])
    const adminOrders = (await shop.admin('GET', '/api/orders')).json<AdminOrder[]>()
    expect(adminOrders.find((row) => row.id === annaPack.order.id)).toMatchObject({ prize: true, totalCents: 0, points: 0 })
  })

  test('an own pack cannot be withdrawn from: the statement is refused with the reason, records nothing and mails nothing', async () => {
    const battle = await createBattle()
    const anna = await buySpot(battle.id, 1, 'anna.tt', 'anna@example.nl')
    await completeWith(battle.id, anna.participantId)
    const [pack] = await cardsRows('own_pack')
    const [mail] = await mailsOfKind(['pack_opened'])
    if (!pack || !mail) throw new Error('no own pack')
    const mailsBefore = (await db().select().from(mailMessages)).length

    const refused = await shop.anonymous('POST', '/api/withdrawals', {
      via: 'order_page',
      token: orderPageTokenIn(mail.text),
      orderIds: [pack.order.id],
      name: 'Anna',
      email: 'anna@example.nl',
    })

    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json()).toEqual({ message: ownPackWithdrawalRefusal })
    expect((await db().select().from(mailMessages)).length).toBe(mailsBefore)
  })
})

describe("'Winnaar neemt alles': the winner gets every spot's cards", () => {
  test('one prize for the winner, nothing for the other spots, and the spot page says the format', async () => {
    const battle = await createBattle({ format: 'winner_takes_all' })
    const anna = await buySpot(battle.id, 1, 'anna.tt', 'anna@example.nl')
    await buySpot(battle.id, 2, 'bram.tt', 'bram@example.nl')
    await addTikkieParticipant(battle.id, 'carla.tt', 3, true)

    await completeWith(battle.id, anna.participantId)

    const prizes = await cardsRows('prize')
    expect(prizes.map(({ order, payment }) => [order.tiktokUsername, order.productName, payment.email])).toEqual([
      ['anna.tt', 'Pack Battle "Zondag": Booster Box – Nachtvlam', 'anna@example.nl'],
    ])
    expect(await cardsRows('own_pack')).toEqual([])
    expect((await mailsOfKind(['battle_won', 'pack_opened'])).map((mail) => [mail.kind, mail.recipient])).toEqual([
      ['battle_won', 'anna@example.nl'],
    ])
    const spotPage = await readPublic<OrderPage>(shop, `/api/order-page/${anna.orderPageToken}`)
    expect(spotPage.orders).toEqual([expect.objectContaining({ battleFormat: 'winner_takes_all' })])
  })
})
