import { and, eq, inArray } from 'drizzle-orm'
import { expect, test } from 'vitest'
import type { Refund } from '#shared/contracts/admin-refunds'
import { messages } from '#shared/contracts/messages'
import type { OrderPage } from '#shared/contracts/order-page'
import type { AdminWithdrawalPage, WithdrawalAnswer } from '#shared/contracts/withdrawals'
import { SHOP_TIME_ZONE } from '#shared/domain/shop-time'
import { mailMessages, orders, packBattleParticipants, payments, products, withdrawalOrders, withdrawals } from '#server/db/schema'
import { checkOut, expectAdminOnly, packBattleBody } from '#server/testing/admin-factories'
import { insertProduct, parcelAddress, settleDemoPayment } from '#server/testing/factories'
import { useAdminShop } from '#server/testing/use-test-shop'
import { createOrderPageLink, type OrderPageLinkKind } from '#server/modules/order-page/order-page.public'

/**
 * The withdrawal function (decision 039): a buyer states their withdrawal from the order page or with
 * their e-mail address and order number, and is acknowledged at once by e-mail with the moment it was
 * received; the seller grants (the money is owed back) or refuses (with a reason, mailed) each order.
 */
const shop = useAdminShop({ clearBetweenTests: true })
const db = () => shop.database.db

const EMAIL = 'herroeper@example.nl'

/** A paid live checkout of two products (two orders), the first one opened on stream; its id and orders. */
async function paidCheckout(email = EMAIL) {
  const box = await insertProduct(db(), { name: 'Booster Box – Nachtvlam', priceCents: 12_999, stock: 5 })
  const pack = await insertProduct(db(), { name: 'Booster Pack – Stormkust', priceCents: 549, stock: 5 })
  const paymentId = await checkOut(
    shop,
    [
      { productId: box.id, quantity: 1 },
      { productId: pack.id, quantity: 2 },
    ],
    { email },
  )
  await settleDemoPayment(shop.shop.app, paymentId, 'paid')
  const rows = await db().select().from(orders).where(eq(orders.paymentId, paymentId)).orderBy(orders.id)
  const [opened, waiting] = rows
  if (!opened || !waiting) throw new Error('two orders expected')
  const completed = await shop.admin('PATCH', `/api/orders/${opened.id}`, { status: 'completed' })
  expect(completed.statusCode, completed.body).toBe(200)
  return { paymentId, number: paymentId.slice(0, 8).toUpperCase(), opened, waiting, box, pack }
}

/**
 * A statement naming orders a statement named already, as the shop took them before decision 055
 * refused a second one: written straight into the tables, for the rules that still hold for them.
 */
async function statedAgain(paymentId: string, orderIds: number[]) {
  const [row] = await db()
    .insert(withdrawals)
    .values({ paymentId, via: 'order_page', name: 'Fenna', email: EMAIL, orderNumber: paymentId.slice(0, 8).toUpperCase() })
    .returning({ id: withdrawals.id })
  if (!row) throw new Error('no statement written')
  await db().insert(withdrawalOrders).values(orderIds.map((orderId) => ({ withdrawalId: row.id, orderId })))
}

const linkTo = (paymentId: string, kind: OrderPageLinkKind) => db().transaction((tx) => createOrderPageLink(tx, paymentId, kind))
/** The moment as the acknowledgement writes it, in Amsterdam time: '28 november 2026 om 00:55'. */
const amsterdam = (at: Date) =>
  `${new Intl.DateTimeFormat('nl-NL', { timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' }).format(at)} om ${new Intl.DateTimeFormat('nl-NL', { timeZone: SHOP_TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(at)}`
const withdraw = (body: Record<string, unknown>) => shop.anonymous('POST', '/api/withdrawals', body)
const list = async () => (await shop.admin('GET', '/api/admin/withdrawals')).json<AdminWithdrawalPage>().withdrawals
const mailsOf = (kind: string) => db().select().from(mailMessages).where(eq(mailMessages.kind, kind)).orderBy(mailMessages.id)
const oneLine = (text: string) => text.replace(/\s+/g, ' ').replaceAll('\u00a0', ' ')

test('from the order page: the chosen orders are withdrawn from, and the acknowledgement says what and when, at once', async () => {
  const checkout = await paidCheckout()
  const token = await linkTo(checkout.paymentId, 'browser')

  const response = await withdraw({ via: 'order_page', token, orderIds: [checkout.waiting.id], name: 'Fenna de Vries', email: 'Fenna@Example.nl' })

  expect(response.statusCode, response.body).toBe(201)
  const answer = response.json<WithdrawalAnswer>()
  expect(answer.orderNumber).toBe(checkout.number)
  const submittedAt = new Date(answer.submittedAt)
  expect(Math.abs(submittedAt.getTime() - Date.now())).toBeLessThan(60_000)

  const [mail, ...more] = await mailsOf('withdrawal_received')
  expect(more).toEqual([])
  // At the checkout's own address, not the one typed (decision 050); the statement keeps what was typed.
  expect(mail?.recipient).toBe(EMAIL)
  expect(mail?.subject).toBe('Bevestiging van je herroeping')
  const text = oneLine(mail?.text ?? '')
  expect(text).toContain(`We hebben je herroeping ontvangen op ${amsterdam(submittedAt)}.`)
  expect(text).toContain(`Ik herroep de overeenkomst voor bestelling ${checkout.number}:`)
  expect(text).toContain('2× Booster Pack – Stormkust')
  expect(text).not.toContain('Booster Box – Nachtvlam')
  expect(text).toContain('Naam: Fenna de Vries')
  expect(text).toContain('uiterlijk 14 dagen na vandaag')

  expect(await list()).toEqual([
    expect.objectContaining({
      via: 'order_page',
      name: 'Fenna de Vries',
      email: 'Fenna@Example.nl',
      orderNumber: checkout.number,
      matched: true,
      orders: [expect.objectContaining({ orderId: checkout.waiting.id, status: 'pending', decision: 'open', refusalReason: null })],
    }),
  ])
})

test('from the order page, only its paid orders can be named; an unknown link is the order page’s 404', async () => {
  const checkout = await paidCheckout()
  const other = await paidCheckout('ander@example.nl')
  const token = await linkTo(checkout.paymentId, 'email')

  for (const orderIds of [[other.waiting.id], [checkout.waiting.id, other.opened.id]]) {
    const response = await withdraw({ via: 'order_page', token, orderIds, name: 'Fenna', email: EMAIL })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({ message: messages.withdrawalOrderNotWithdrawable })
  }
  const unknown = await withdraw({ via: 'order_page', token: 'x'.repeat(43), orderIds: [checkout.waiting.id], name: 'Fenna', email: EMAIL })
  expect(unknown.statusCode).toBe(404)
  expect(unknown.json()).toEqual({ message: messages.orderPageNotFound })
  expect(await list()).toEqual([])
  expect(await mailsOf('withdrawal_received')).toEqual([])
})

test('from the form: a match is acknowledged at its own address; details that match nothing get the same answer and no e-mail', async () => {
  const checkout = await paidCheckout()
  const typed = `${checkout.number.slice(0, 4).toLowerCase()} ${checkout.number.slice(4).toLowerCase()}`

  const matched = await withdraw({ via: 'form', orderNumber: typed, name: 'Fenna', email: EMAIL.toUpperCase() })
  const unmatched = await withdraw({ via: 'form', orderNumber: checkout.number, name: 'Fenna', email: 'iemand.anders@example.nl' })

  expect([matched.statusCode, unmatched.statusCode]).toEqual([201, 201])
  expect(Object.keys(matched.json()).sort()).toEqual(Object.keys(unmatched.json()).sort())
  expect(matched.json<WithdrawalAnswer>().orderNumber).toBe(checkout.number)
  const mails = await mailsOf('withdrawal_received')
  expect(mails.map((mail) => mail.recipient)).toEqual([EMAIL])
  // The whole order: both its orders.
  expect(oneLine(mails[0]?.text ?? '')).toContain('Booster Box – Nachtvlam')
  expect(oneLine(mails[0]?.text ?? '')).toContain('2× Booster Pack – Stormkust')

  // The match comes first although it is older: it has orders to decide, the other none (decision 039, amended).
  const [first, unmatchedListed] = await list()
  expect(first).toEqual(expect.objectContaining({ via: 'form', matched: true, orderNumber: checkout.number }))
  expect(first?.orders.map((order) => order.orderId)).toEqual([checkout.opened.id, checkout.waiting.id])
  expect(unmatchedListed).toEqual(expect.objectContaining({ via: 'form', matched: false, email: 'iemand.anders@example.nl', orders: [] }))
})

test('the form refuses what cannot be an order number, and more than 5 statements an hour from one address', async () => {
  const bad = await withdraw({ via: 'form', orderNumber: '12345', name: 'Fenna', email: EMAIL })
  expect(bad.statusCode).toBe(400)
  expect(bad.body).toContain('Een bestelnummer bestaat uit 8 tekens')
  const nameless = await withdraw({ via: 'form', orderNumber: 'ABCDEF12', name: ' ', email: EMAIL })
  expect(nameless.statusCode).toBe(400)

  for (let i = 0; i < 5; i++) expect((await withdraw({ via: 'form', orderNumber: 'ABCDEF12', name: 'Fenna', email: EMAIL })).statusCode).toBe(201)
  const sixth = await withdraw({ via: 'form', orderNumber: 'ABCDEF12', name: 'Fenna', email: EMAIL })
  expect(sixth.statusCode).toBe(429)
  expect(sixth.json()).toEqual({ message: messages.withdrawalTooMany })
})

test('granted: the order is cancelled and its money owed back; a pack not opened goes back in stock, an opened one does not', async () => {
  const checkout = await paidCheckout()
  const token = await linkTo(checkout.paymentId, 'email')
  expect((await withdraw({ via: 'order_page', token, orderIds: [checkout.opened.id, checkout.waiting.id], name: 'Fenna', email: EMAIL })).statusCode).toBe(201)
  const [statement] = await list()
  if (!statement) throw new Error('no statement')
  const stockOf = async (id: number) => (await db().select().from(products).where(eq(products.id, id)))[0]?.stock

  for (const order of [checkout.waiting, checkout.opened]) {
    const granted = await shop.admin('POST', `/api/admin/withdrawals/${statement.id}/orders/${order.id}/grant`)
    expect(granted.statusCode, granted.body).toBe(200)
    expect(granted.json()).toEqual({ refundId: expect.any(Number), parcel: null })
  }

  const statuses = await db().select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.paymentId, checkout.paymentId))
  expect(statuses.map((row) => row.status)).toEqual(['cancelled', 'cancelled'])
  expect(await stockOf(checkout.pack.id)).toBe(5)
  expect(await stockOf(checkout.box.id)).toBe(4)
  const refunds = (await shop.admin('GET', '/api/admin/refunds')).json<Refund[]>()
  expect(refunds.map((refund) => ({ reason: refund.reason, orderId: refund.orderId, amountCents: refund.amountCents })).sort((a, b) => (a.orderId ?? 0) - (b.orderId ?? 0))).toEqual([
    { reason: 'withdrawal', orderId: checkout.opened.id, amountCents: 12_999 },
    { reason: 'withdrawal', orderId: checkout.waiting.id, amountCents: 1_098 },
  ])
  const cancelledMails = await mailsOf('order_cancelled')
  expect(cancelledMails.map((mail) => mail.subject)).toEqual(['Je herroeping is toegekend', 'Je herroeping is toegekend'])
  expect(oneLine(cancelledMails[0]?.text ?? '')).toContain('Je hebt de overeenkomst voor deze bestelling herroepen.')
  expect((await list())[0]?.orders.map((order) => order.decision)).toEqual(['granted', 'granted'])

  const again = await shop.admin('POST', `/api/admin/withdrawals/${statement.id}/orders/${checkout.waiting.id}/grant`)
  expect(again.statusCode).toBe(409)
  expect(again.json()).toEqual({ message: messages.withdrawalAlreadyDecided })
})

test('an order whose parcel is on its way to the desk is not granted until that request is cancelled', async () => {
  const checkout = await paidCheckout()
  const token = await linkTo(checkout.paymentId, 'email')
  const requested = await shop.anonymous('POST', '/api/shipping-requests', { token, orderIds: [checkout.opened.id], address: parcelAddress() })
  expect(requested.statusCode, requested.body).toBe(201)
  await settleDemoPayment(shop.shop.app, requested.json<{ id: string }>().id, 'paid')
  expect((await withdraw({ via: 'order_page', token, orderIds: [checkout.opened.id], name: 'Fenna', email: EMAIL })).statusCode).toBe(201)
  const [statement] = await list()

  const granted = await shop.admin('POST', `/api/admin/withdrawals/${statement?.id}/orders/${checkout.opened.id}/grant`)

  expect(granted.statusCode).toBe(409)
  expect(granted.json()).toEqual({ message: messages.orderInShipment })
  expect((await list())[0]?.orders[0]?.decision).toBe('open')
  expect((await shop.admin('GET', '/api/admin/refunds')).json()).toEqual([])
})

test('refused: the decision and its reason are kept, and the buyer is mailed the reason', async () => {
  const checkout = await paidCheckout()
  const token = await linkTo(checkout.paymentId, 'email')
  expect((await withdraw({ via: 'order_page', token, orderIds: [checkout.opened.id], name: 'Fenna', email: EMAIL })).statusCode).toBe(201)
  const [statement] = await list()
  const url = `/api/admin/withdrawals/${statement?.id}/orders/${checkout.opened.id}/refuse`

  expect((await shop.admin('POST', url, { reason: '  ' })).statusCode).toBe(400)
  const reason = 'Je pack is op jouw verzoek live geopend.'
  const refused = await shop.admin('POST', url, { reason })

  expect(refused.statusCode, refused.body).toBe(200)
  expect((await list())[0]?.orders[0]).toEqual(expect.objectContaining({ decision: 'refused', refusalReason: reason, status: 'completed' }))
  const [mail] = await mailsOf('withdrawal_refused')
  expect(mail?.recipient).toBe(EMAIL)
  expect(mail?.subject).toBe('Over je herroeping')
  expect(oneLine(mail?.text ?? '')).toContain(`Bestelling ${checkout.number}: Booster Box – Nachtvlam`)
  expect(oneLine(mail?.text ?? '')).toContain(`Reden: "${reason}"`)
  const [order] = await db().select().from(orders).where(and(eq(orders.id, checkout.opened.id)))
  expect(order?.status).toBe('completed')
  expect((await shop.admin('POST', url, { reason })).statusCode).toBe(409)
})

test('only the seller reads and decides withdrawals', async () => {
  await expectAdminOnly(shop, [
    ['GET', '/api/admin/withdrawals'],
    ['POST', '/api/admin/withdrawals/1/orders/1/grant'],
    ['POST', '/api/admin/withdrawals/1/orders/1/refuse', { reason: 'nee' }],
  ])
})

test('an old statement loses its name and address once every order is decided; a recent or open one keeps them', async () => {
  const checkout = await paidCheckout()
  const token = await linkTo(checkout.paymentId, 'email')
  for (const orderIds of [[checkout.opened.id], [checkout.waiting.id]]) {
    expect((await withdraw({ via: 'order_page', token, orderIds, name: 'Fenna', email: EMAIL })).statusCode).toBe(201)
  }
  await statedAgain(checkout.paymentId, [checkout.opened.id])
  const [recent, open, decided] = await list()
  if (!recent || !open || !decided) throw new Error('three statements expected')
  const refuse = (id: number) =>
    shop.admin('POST', `/api/admin/withdrawals/${id}/orders/${checkout.opened.id}/refuse`, { reason: 'Live geopend.' })
  // One refusal decides the order in both statements that name it (decision 050).
  expect((await refuse(decided.id)).statusCode).toBe(200)
  expect((await list()).find((row) => row.id === recent.id)?.orders[0]?.decision).toBe('refused')
  await db()
    .update(withdrawals)
    .set({ submittedAt: new Date(Date.now() - 200 * 24 * 60 * 60_000) })
    .where(inArray(withdrawals.id, [open.id, decided.id]))

  // The back office's anonymising, at the default retention of 180 days.
  expect((await shop.admin('POST', '/api/privacy/anonymise')).statusCode).toBe(200)

  const byId = new Map((await list()).map((row) => [row.id, { name: row.name, email: row.email }]))
  expect(byId.get(decided.id)).toEqual({ name: '', email: '' })
  expect(byId.get(open.id)).toEqual({ name: 'Fenna', email: EMAIL })
  expect(byId.get(recent.id)).toEqual({ name: 'Fenna', email: EMAIL })
})

test('an order named by two statements is decided once: the second decision is refused, so the buyer never gets two answers', async () => {
  const checkout = await paidCheckout()
  const token = await linkTo(checkout.paymentId, 'email')
  expect((await withdraw({ via: 'order_page', token, orderIds: [checkout.opened.id, checkout.waiting.id], name: 'Fenna', email: EMAIL })).statusCode).toBe(201)
  // The shop now refuses a second statement for them (decision 055); one made before that is still decided once.
  await statedAgain(checkout.paymentId, [checkout.opened.id, checkout.waiting.id])
  const [second, first] = await list()
  if (!first || !second) throw new Error('two statements expected')
  const decide = (id: number, orderId: number, how: 'grant' | 'refuse') =>
    shop.admin('POST', `/api/admin/withdrawals/${id}/orders/${orderId}/${how}`, how === 'refuse' ? { reason: 'Live geopend.' } : undefined)

  expect((await decide(first.id, checkout.waiting.id, 'grant')).statusCode).toBe(200)
  const refused = await decide(second.id, checkout.waiting.id, 'refuse')
  expect(refused.statusCode).toBe(409)
  expect(refused.json()).toEqual({ message: messages.withdrawalAlreadyDecided })

  expect((await decide(second.id, checkout.opened.id, 'refuse')).statusCode).toBe(200)
  const granted = await decide(first.id, checkout.opened.id, 'grant')
  expect(granted.statusCode).toBe(409)
  expect(granted.json()).toEqual({ message: messages.withdrawalAlreadyDecided })

  // Both statements show the one decision on each order, and each answer was mailed once.
  const decisions = (await list()).map((statement) => statement.orders.map((order) => [order.orderId, order.decision]))
  expect(decisions).toEqual([
    [
      [checkout.opened.id, 'refused'],
      [checkout.waiting.id, 'granted'],
    ],
    [
      [checkout.opened.id, 'refused'],
      [checkout.waiting.id, 'granted'],
    ],
  ])
  expect((await mailsOf('withdrawal_refused')).length).toBe(1)
  expect((await mailsOf('order_cancelled')).length).toBe(1)
  const [opened] = await db().select().from(orders).where(eq(orders.id, checkout.opened.id))
  expect(opened?.status).toBe('completed')
})

test('a statement for an order the seller then cancels closes with the cancellation: granted, with no refusal mail and nothing owed twice', async () => {
  const checkout = await paidCheckout()
  const token = await linkTo(checkout.paymentId, 'email')
  expect((await withdraw({ via: 'order_page', token, orderIds: [checkout.waiting.id], name: 'Fenna', email: EMAIL })).statusCode).toBe(201)
  const [statement] = await list()
  if (!statement) throw new Error('no statement')

  const cancelled = await shop.admin('POST', `/api/orders/${checkout.waiting.id}/cancel`)
  expect(cancelled.statusCode, cancelled.body).toBe(200)

  expect((await list())[0]?.orders[0]).toEqual(expect.objectContaining({ status: 'cancelled', decision: 'granted', refusalReason: null }))
  for (const how of ['grant', 'refuse'] as const) {
    const decided = await shop.admin('POST', `/api/admin/withdrawals/${statement.id}/orders/${checkout.waiting.id}/${how}`, how === 'refuse' ? { reason: 'Te laat.' } : undefined)
    expect(decided.statusCode).toBe(409)
    expect(decided.json()).toEqual({ message: messages.withdrawalAlreadyDecided })
  }
  expect(await mailsOf('withdrawal_refused')).toEqual([])
  const refunds = (await shop.admin('GET', '/api/admin/refunds')).json<Refund[]>()
  expect(refunds.map((refund) => [refund.reason, refund.orderId])).toEqual([['order_cancelled', checkout.waiting.id]])
})

/** As the shop left it before decision 050: a statement for an order not yet opened, the order cancelled, the statement still open. */
async function statementLeftOpenForCancelledOrder() {
  const checkout = await paidCheckout()
  const token = await linkTo(checkout.paymentId, 'email')
  expect((await withdraw({ via: 'order_page', token, orderIds: [checkout.waiting.id], name: 'Fenna', email: EMAIL })).statusCode).toBe(201)
  const [statement] = await list()
  await db().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, checkout.waiting.id))
  return { checkout, statement }
}

test('a statement left open for an order cancelled before statements closed with it is closed by Toekennen, with nothing owed twice and no mail', async () => {
  const { checkout, statement } = await statementLeftOpenForCancelledOrder()

  const granted = await shop.admin('POST', `/api/admin/withdrawals/${statement?.id}/orders/${checkout.waiting.id}/grant`)

  expect(granted.statusCode, granted.body).toBe(200)
  expect(granted.json()).toEqual({ refundId: null, parcel: null })
  expect((await list())[0]?.orders[0]?.decision).toBe('granted')
  expect(await mailsOf('order_cancelled')).toEqual([])
  expect((await shop.admin('GET', '/api/admin/refunds')).json()).toEqual([])
})

test('a statement left open for an order cancelled before statements closed with it cannot be refused: its money is owed back already', async () => {
  const { checkout, statement } = await statementLeftOpenForCancelledOrder()

  const refused = await shop.admin('POST', `/api/admin/withdrawals/${statement?.id}/orders/${checkout.waiting.id}/refuse`, { reason: 'Te laat.' })

  expect(refused.statusCode).toBe(409)
  expect(refused.json()).toEqual({ message: messages.withdrawalOrderCancelled })
  expect((await list())[0]?.orders[0]?.decision).toBe('open')
  expect(await mailsOf('withdrawal_refused')).toEqual([])
})

/** A Pack Battle whose winner, anna, bought her spot in the shop: her spot's checkout and her prize's. */
async function wonBattle() {
  const created = await shop.admin(
    'POST',
    '/api/pack-battles',
    packBattleBody({ title: 'Zondag', productName: 'Booster Box – Nachtvlam', pricePerSpot: '12,50', isActive: true, maxSpots: 4, format: 'winner_takes_all' }),
  )
  expect(created.statusCode, created.body).toBe(201)
  const battleId = created.json<{ id: number }>().id
  const started = await shop.anonymous('POST', `/api/pack-battles/${battleId}/spots`, { spotNumber: 1, tiktokUsername: 'anna.tt', email: EMAIL })
  expect(started.statusCode, started.body).toBe(200)
  const spotPaymentId = started.json<{ paymentId: string }>().paymentId
  await settleDemoPayment(shop.shop.app, spotPaymentId, 'paid')
  const [participant] = await db().select().from(packBattleParticipants).where(eq(packBattleParticipants.paymentId, spotPaymentId))
  const completed = await shop.admin('POST', `/api/pack-battles/${battleId}/complete`, { winnerId: participant?.id })
  expect(completed.statusCode, completed.body).toBe(200)
  const [prize] = await db()
    .select({ paymentId: orders.paymentId, orderId: orders.id })
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .where(eq(payments.provider, 'prize'))
  const [spot] = await db().select().from(orders).where(eq(orders.paymentId, spotPaymentId))
  if (!prize || !spot) throw new Error('a prize and a spot expected')
  return { prize, spot: { paymentId: spotPaymentId, orderId: spot.id } }
}

test('a prize and a Pack Battle spot cannot be withdrawn from: the statement is refused saying why, from the order page and the form alike', async () => {
  const { prize, spot } = await wonBattle()

  const prizeToken = await linkTo(prize.paymentId, 'email')
  const page = (await shop.anonymous('GET', `/api/order-page/${prizeToken}`)).json<OrderPage>()
  expect(page.orders).toEqual([expect.objectContaining({ id: prize.orderId, withdrawable: false, withdrawalRefusal: messages.withdrawalPrize })])
  const spotToken = await linkTo(spot.paymentId, 'email')
  for (const [{ paymentId, orderId }, token, message] of [
    [prize, prizeToken, messages.withdrawalPrize],
    [spot, spotToken, messages.withdrawalSpot],
  ] as const) {
    const fromPage = await withdraw({ via: 'order_page', token, orderIds: [orderId], name: 'Anna', email: EMAIL })
    const fromForm = await withdraw({ via: 'form', orderNumber: paymentId.slice(0, 8), name: 'Anna', email: EMAIL })
    for (const refused of [fromPage, fromForm]) {
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toEqual({ message })
    }
  }

  // Nothing was recorded that the seller could never decide, and nobody was told a withdrawal was received.
  expect(await list()).toEqual([])
  expect(await mailsOf('withdrawal_received')).toEqual([])
})

test('from the form, a checkout whose orders the seller all cancelled is refused saying why: nothing is recorded that nobody could decide', async () => {
  const pack = await insertProduct(db(), { name: 'Booster Pack – Stormkust', priceCents: 549, stock: 5 })
  const paymentId = await checkOut(shop, [{ productId: pack.id, quantity: 2 }], { email: EMAIL })
  await settleDemoPayment(shop.shop.app, paymentId, 'paid')
  const [order] = await db().select().from(orders).where(eq(orders.paymentId, paymentId))
  const cancelled = await shop.admin('POST', `/api/orders/${order?.id}/cancel`)
  expect(cancelled.statusCode, cancelled.body).toBe(200)

  const refused = await withdraw({ via: 'form', orderNumber: paymentId.slice(0, 8), name: 'Fenna', email: EMAIL })

  expect(refused.statusCode).toBe(409)
  expect(refused.json()).toEqual({ message: messages.withdrawalCheckoutCancelled })
  expect(await list()).toEqual([])
  expect(await mailsOf('withdrawal_received')).toEqual([])
})

test('the amount shown for a grant is the amount it owes: with the shipping once it is the checkout’s last order kept', async () => {
  const box = await insertProduct(db(), { name: 'Booster Box – Nachtvlam', priceCents: 12_999, stock: 5 })
  const pack = await insertProduct(db(), { name: 'Booster Pack – Stormkust', priceCents: 549, stock: 5 })
  const paymentId = await checkOut(shop, [{ productId: box.id, quantity: 1 }, { productId: pack.id, quantity: 2 }], { email: EMAIL, shippingMethod: 'postnl' })
  await settleDemoPayment(shop.shop.app, paymentId, 'paid')
  const [payment] = await db().select().from(payments).where(eq(payments.id, paymentId))
  const shipping = payment?.shippingCostCents ?? 0
  expect(shipping).toBeGreaterThan(0)
  const [first, second] = await db().select().from(orders).where(eq(orders.paymentId, paymentId)).orderBy(orders.id)
  if (!first || !second) throw new Error('two orders expected')
  const token = await linkTo(paymentId, 'email')
  expect((await withdraw({ via: 'order_page', token, orderIds: [first.id, second.id], name: 'Fenna', email: EMAIL })).statusCode).toBe(201)
  const owedShown = async () => new Map((await list())[0]?.orders.map((order) => [order.orderId, order.owedCents]))
  const refundOf = async (refundId: number) =>
    (await shop.admin('GET', '/api/admin/refunds')).json<Refund[]>().find((refund) => refund.id === refundId)?.amountCents

  expect(await owedShown()).toEqual(new Map([[first.id, 12_999], [second.id, 1_098]]))
  const [statement] = await list()
  const grantedFirst = await shop.admin('POST', `/api/admin/withdrawals/${statement?.id}/orders/${first.id}/grant`)
  expect(await refundOf(grantedFirst.json<{ refundId: number }>().refundId)).toBe(12_999)

  expect((await owedShown()).get(second.id)).toBe(1_098 + shipping)
  const grantedSecond = await shop.admin('POST', `/api/admin/withdrawals/${statement?.id}/orders/${second.id}/grant`)
  expect(await refundOf(grantedSecond.json<{ refundId: number }>().refundId)).toBe(1_098 + shipping)
  expect((await owedShown()).get(second.id)).toBe(0)
})

test('every mail about a statement goes to the checkout’s own address, never to one typed on the order page', async () => {
  const checkout = await paidCheckout()
  const token = await linkTo(checkout.paymentId, 'browser')
  const typed = 'iemand.anders@example.nl'
  expect((await withdraw({ via: 'order_page', token, orderIds: [checkout.opened.id, checkout.waiting.id], name: 'Fenna', email: typed })).statusCode).toBe(201)
  const [statement] = await list()
  expect(statement?.email).toBe(typed)
  expect((await shop.admin('POST', `/api/admin/withdrawals/${statement?.id}/orders/${checkout.waiting.id}/grant`)).statusCode).toBe(200)
  const refused = await shop.admin('POST', `/api/admin/withdrawals/${statement?.id}/orders/${checkout.opened.id}/refuse`, { reason: 'Live geopend.' })
  expect(refused.statusCode).toBe(200)

  const recipients = await db()
    .select({ kind: mailMessages.kind, to: mailMessages.recipient })
    .from(mailMessages)
    .where(inArray(mailMessages.kind, ['withdrawal_received', 'order_cancelled', 'withdrawal_refused']))
    .orderBy(mailMessages.id)
  expect(recipients).toEqual([
    { kind: 'withdrawal_received', to: EMAIL },
    { kind: 'order_cancelled', to: EMAIL },
    { kind: 'withdrawal_refused', to: EMAIL },
  ])
})
