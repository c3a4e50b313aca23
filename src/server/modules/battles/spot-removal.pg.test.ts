import { expect, test } from 'vitest'
import type { Refund } from '#shared/contracts/admin-refunds'
import type { Battle } from '#shared/contracts/battles'
import { refundConfirmationRequired } from '#shared/contracts/messages'
import type { OrderPage } from '#shared/contracts/order-page'
import { packBattleBody, readPublic } from '#server/testing/admin-factories'
import { settleDemoPayment } from '#server/testing/factories'
import { useTestConnections, waitUntilSomeoneWaitsForALock } from '#server/testing/lock-waits'
import { useAdminShop } from '#server/testing/use-test-shop'

/**
 * Decisions 023 and 028: a spot's payment settles while the seller removes that spot's hold ('Reservering
 * verwijderen', sent without confirmRefund as the admin page sends it). Both take the battle row; the
 * one that gets it second must see what the first did, so the money is never kept with no spot and
 * nothing owed back. A session of the test's own holds the battle row until both wait for it, so the
 * removal has read whatever it reads before the lock while the settlement has not committed yet;
 * PostgreSQL then grants the row in the order they asked for it.
 */
const shop = useAdminShop({ clearBetweenTests: true })
const connect = useTestConnections(() => shop.database.url)

type Started = { paymentId: string; orderPageToken: string }

async function holdSpot(): Promise<{ battle: Battle; started: Started; holdId: number }> {
  const created = await shop.admin('POST', '/api/pack-battles', packBattleBody({ isActive: true, pricePerSpot: '12,50' }))
  expect(created.statusCode, created.body).toBe(201)
  const battle = created.json<Battle>()
  const bought = await shop.anonymous('POST', `/api/pack-battles/${battle.id}/spots`, {
    spotNumber: 5,
    tiktokUsername: '@Spotkoper',
    email: 'spotkoper@example.nl',
  })
  expect(bought.statusCode, bought.body).toBe(200)
  const [hold] = (await readBattle(battle.id)).participants
  if (!hold) throw new Error('the purchase held no spot')
  return { battle, started: bought.json<Started>(), holdId: hold.id }
}

async function readBattle(id: number): Promise<Battle> {
  const battle = (await readPublic<Battle[]>(shop, '/api/pack-battles')).find((b) => b.id === id)
  if (!battle) throw new Error(`battle ${id} is not listed`)
  return battle
}

async function listRefunds(): Promise<Refund[]> {
  const response = await shop.admin('GET', '/api/admin/refunds')
  expect(response.statusCode, response.body).toBe(200)
  return response.json<Refund[]>()
}

/**
 * The payment turns paid (the buyer's button on the demo page) and the seller removes the hold, both
 * queued behind a lock on the battle row, `first` asking for it first. The seller's answer.
 */
async function settleAndRemove(battleId: number, started: Started, holdId: number, first: 'settlement' | 'removal') {
  const holder = await connect()
  const observer = await connect()
  await holder.query('begin')
  await holder.query('select id from pack_battle where id = $1 for update', [battleId])
  const settle = () => settleDemoPayment(shop.shop.app, started.paymentId, 'paid')
  const remove = () => shop.admin('DELETE', `/api/pack-battles/participants/${holdId}`)

  const firstDone = first === 'settlement' ? settle() : remove()
  await waitUntilSomeoneWaitsForALock(observer, `the ${first}`)
  const secondDone = first === 'settlement' ? remove() : settle()
  await waitUntilSomeoneWaitsForALock(observer, 'the other one', 2)
  await holder.query('commit')

  const [settled, removed] = first === 'settlement' ? await Promise.all([firstDone, secondDone]) : await Promise.all([secondDone, firstDone])
  expect(settled.statusCode).toBe(200)
  return removed
}

test('the payment settles first, the removal of its hold waits: the spot stays paid, and the seller is asked to confirm the refund', async () => {
  const { battle, started, holdId } = await holdSpot()

  const removed = await settleAndRemove(battle.id, started, holdId, 'settlement')

  // The seller: the removal saw the payment, so it did not go without the refund being confirmed.
  expect(removed.statusCode, removed.body).toBe(409)
  expect(removed.json()).toEqual({ message: refundConfirmationRequired(1250) })
  expect((await readBattle(battle.id)).participants).toEqual([expect.objectContaining({ spotNumber: 5, isPaid: true, paidVia: 'shop' })])
  expect(await listRefunds()).toEqual([])
  // The buyer: the spot is theirs, nothing is owed back.
  const page = await readPublic<OrderPage>(shop, `/api/order-page/${started.orderPageToken}`)
  expect(page.orders).toEqual([expect.objectContaining({ stateText: 'Je plek is betaald' })])
  expect(page.refund).toBeNull()
})

test('the removal goes first, the payment waits: the spot is free, and the payment is owed back under Terugbetalingen', async () => {
  const { battle, started, holdId } = await holdSpot()

  const removed = await settleAndRemove(battle.id, started, holdId, 'removal')

  // The seller: the hold is gone, and the money that still came in is listed to pay back.
  expect(removed.statusCode, removed.body).toBe(204)
  expect((await readBattle(battle.id)).participants).toEqual([])
  expect(await listRefunds()).toEqual([
    expect.objectContaining({ paymentId: started.paymentId, amountCents: 1250, reason: 'battle_closed', status: 'owed' }),
  ])
  // The buyer: no spot, and told the money comes back.
  const page = await readPublic<OrderPage>(shop, `/api/order-page/${started.orderPageToken}`)
  expect(page.orders).toEqual([expect.objectContaining({ stateText: 'Geannuleerd' })])
  expect(page.refund).toEqual(expect.objectContaining({ reason: 'battle_closed', state: 'owed', amountCents: 1250 }))
})
