import { eq } from 'drizzle-orm'
import { beforeAll, expect, test } from 'vitest'
import { messages } from '#shared/contracts/messages'
import type { AdminWithdrawal, AdminWithdrawalPage } from '#shared/contracts/withdrawals'
import { orderNumberOf } from '#shared/domain/order-number'
import { mailMessages, orders, withdrawals } from '#server/db/schema'
import { checkOutInDemo, insertProduct, settleDemoPayment } from '#server/testing/factories'
import { injectAsAdmin, loginAsAdmin } from '#server/testing/test-app'
import type { ParsedMail } from '#server/testing/test-smtp'
import { quietFor } from '#server/testing/wait'
import { useMailingShop } from '#server/testing/use-test-shop'
import { WITHDRAWAL_LIMITS } from './withdrawal-limits'
import { WITHDRAWALS_PER_PAGE } from './withdrawals.service'

/**
 * The limits on withdrawal statements and the seller's list (decision 039, amended), found wanting by
 * the security scan in docs/reliability.md: one client's flood of statements that match no order must
 * not push a genuine statement out of 'Herroepingen', the order page's function must not mail whatever
 * address it is given as often as it is asked, and statements racing each other must not pass a limit
 * together. Mail is read back from a real SMTP server.
 */
const { shop, database, smtp } = useMailingShop({ clearBetweenTests: true })
const db = () => database.db
let cookie = ''
beforeAll(async () => {
  cookie = await loginAsAdmin(shop.app)
})

const BUYER = 'echte.koper@example.nl'
const ACK = 'Bevestiging van je herroeping'
/** The genuine buyer's client address, and the one that floods. */
const BUYER_CLIENT = '198.51.100.7'
const FLOODER = '203.0.113.66'

/** A paid checkout of two orders for `email`: its id, order number, order page token and orders. */
async function paidCheckout(email = BUYER) {
  const box = await insertProduct(db(), { name: 'Booster Box – Nachtvlam', priceCents: 12_999, stock: 5 })
  const pack = await insertProduct(db(), { name: 'Booster Pack – Stormkust', priceCents: 549, stock: 5 })
  const { paymentId, orderPageToken } = await checkOutInDemo(shop.app, {
    items: [
      { productId: box.id, quantity: 1 },
      { productId: pack.id, quantity: 2 },
    ],
    shippingDetails: { email },
  })
  await settleDemoPayment(shop.app, paymentId, 'paid')
  const rows = await db().select({ id: orders.id }).from(orders).where(eq(orders.paymentId, paymentId)).orderBy(orders.id)
  return { paymentId, number: orderNumberOf(paymentId), token: orderPageToken, orderIds: rows.map((row) => row.id) }
}

/** POST /api/withdrawals from a client address. */
const withdraw = (body: Record<string, unknown>, from: string) =>
  shop.app.inject({ method: 'POST', url: '/api/withdrawals', payload: body, remoteAddress: from })

/** One page of 'Herroepingen'. */
async function page(cursor?: string): Promise<AdminWithdrawalPage> {
  const url = `/api/admin/withdrawals${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`
  const response = await injectAsAdmin(shop.app, cookie, { method: 'GET', url })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<AdminWithdrawalPage>()
}

/** Every statement 'Meer laden' reaches, page after page, in the list's order. */
async function everyPage(): Promise<AdminWithdrawal[]> {
  const listed: AdminWithdrawal[] = []
  let cursor: string | undefined
  do {
    const next = await page(cursor)
    expect(next.withdrawals.length).toBeLessThanOrEqual(WITHDRAWALS_PER_PAGE)
    listed.push(...next.withdrawals)
    cursor = next.nextCursor ?? undefined
  } while (cursor)
  return listed
}

const to = (mail: ParsedMail) => [mail.to].flat().map((address) => address?.text ?? '').join(', ')
const statuses = (answers: { statusCode: number }[]) => answers.map((answer) => answer.statusCode)
const count = (answers: { statusCode: number }[], status: number) => statuses(answers).filter((code) => code === status).length

test('205 statements from one client stop at its limit, and the genuine buyer’s, for real orders from another client, stay first', async () => {
  const first = await paidCheckout()
  const second = await paidCheckout()
  // The genuine buyer withdraws the first order of each checkout on its own from its order page, then
  // the rest of each checkout from the form (which names the orders not named yet, decision 055):
  // never refused.
  const genuine = []
  for (const checkout of [first, second]) {
    genuine.push(await withdraw({ via: 'order_page', token: checkout.token, orderIds: checkout.orderIds.slice(0, 1), name: 'Fenna', email: BUYER }, BUYER_CLIENT))
  }
  for (const checkout of [first, second]) {
    genuine.push(await withdraw({ via: 'form', orderNumber: checkout.number, name: 'Fenna', email: BUYER }, BUYER_CLIENT))
  }
  expect(statuses(genuine)).toEqual(genuine.map(() => 201))

  const flood = []
  for (let i = 0; i < 205; i++) {
    const orderNumber = (0xa000_0000 + i).toString(16).toUpperCase()
    flood.push(await withdraw({ via: 'form', orderNumber, name: `Vals ${i}`, email: `vals${i}@example.nl` }, FLOODER))
  }

  expect(count(flood, 201)).toBe(WITHDRAWAL_LIMITS.perClientPerHour)
  expect(count(flood, 429)).toBe(205 - WITHDRAWAL_LIMITS.perClientPerHour)
  expect(flood.find((answer) => answer.statusCode === 429)?.json()).toEqual({ message: messages.withdrawalTooManyFromClient })
  expect(await db().select({ id: withdrawals.id }).from(withdrawals)).toHaveLength(genuine.length + WITHDRAWAL_LIMITS.perClientPerHour)

  // The genuine statements head the first page, the newest first; the flood follows, all of it reachable.
  const heads = (await page()).withdrawals.slice(0, genuine.length)
  expect(heads.map((statement) => [statement.email, statement.matched, statement.orders.every((order) => order.decision === 'open')])).toEqual(
    genuine.map(() => [BUYER, true, true]),
  )
  expect(heads.map((statement) => statement.via)).toEqual(['form', 'form', 'order_page', 'order_page'])
  expect(heads.map((statement) => statement.orders.length)).toEqual([1, 1, 1, 1])
  const listed = await everyPage()
  expect(listed).toHaveLength(genuine.length + WITHDRAWAL_LIMITS.perClientPerHour)
  expect(listed.slice(genuine.length).every((statement) => !statement.matched)).toBe(true)

  // The limit is the flooding client's: the genuine buyer's client is not refused by it. A new checkout
  // of theirs is taken; their first one, whose orders are all named, is told so (decision 055), which
  // the server says only once the client's limit, checked first, let the statement through.
  const third = await paidCheckout()
  expect((await withdraw({ via: 'form', orderNumber: third.number, name: 'Fenna', email: BUYER }, BUYER_CLIENT)).statusCode).toBe(201)
  const again = await withdraw({ via: 'form', orderNumber: first.number, name: 'Fenna', email: BUYER }, BUYER_CLIENT)
  expect(again.statusCode).toBe(409)
  expect(again.json()).toEqual({ message: messages.withdrawalAlreadyReceived })
}, 60_000)

test('Herroepingen pages through every statement: an order to decide first, then decided ones, then those matching nothing', async () => {
  const decided = await paidCheckout()
  expect((await withdraw({ via: 'order_page', token: decided.token, orderIds: decided.orderIds, name: 'Daan', email: BUYER }, BUYER_CLIENT)).statusCode).toBe(201)
  const [decidedStatement] = await db().select({ id: withdrawals.id }).from(withdrawals)
  for (const orderId of decided.orderIds) {
    const refused = await injectAsAdmin(shop.app, cookie, {
      method: 'POST',
      url: `/api/admin/withdrawals/${decidedStatement?.id}/orders/${orderId}/refuse`,
      payload: { reason: 'Live geopend.' },
    })
    expect(refused.statusCode, refused.body).toBe(200)
  }
  const open = await paidCheckout()
  expect((await withdraw({ via: 'order_page', token: open.token, orderIds: open.orderIds, name: 'Fenna', email: BUYER }, BUYER_CLIENT)).statusCode).toBe(201)
  // More statements matching nothing than two pages hold, all newer than the two above, as from many clients.
  const unmatched = 2 * WITHDRAWALS_PER_PAGE + 50
  const start = Date.now() + 1_000
  await db()
    .insert(withdrawals)
    .values(
      Array.from({ length: unmatched }, (_, i) => ({
        paymentId: null,
        via: 'form',
        name: `Niemand ${i}`,
        email: `niemand${i}@example.nl`,
        orderNumber: 'ABCDEF12',
        // Two at each moment: the id decides between them.
        submittedAt: new Date(start + Math.floor(i / 2)),
      })),
    )

  const firstPage = await page()
  expect(firstPage.withdrawals.length).toBe(WITHDRAWALS_PER_PAGE)
  expect(firstPage.nextCursor).not.toBeNull()
  const listed = await everyPage()

  expect(listed).toHaveLength(unmatched + 2)
  expect(new Set(listed.map((statement) => statement.id)).size).toBe(listed.length)
  expect(listed[0]).toEqual(expect.objectContaining({ name: 'Fenna', matched: true, orders: [expect.objectContaining({ decision: 'open' }), expect.anything()] }))
  expect(listed[1]).toEqual(expect.objectContaining({ name: 'Daan', matched: true }))
  expect(listed[1]?.orders.map((order) => order.decision)).toEqual(['refused', 'refused'])
  const rest = listed.slice(2)
  expect(rest.map((statement) => statement.name)).toEqual(Array.from({ length: unmatched }, (_, i) => `Niemand ${unmatched - 1 - i}`))

  // A cursor the server did not hand out is refused.
  for (const cursor of ['x', '0.1790000000000.9999999999']) {
    const forged = await injectAsAdmin(shop.app, cookie, { method: 'GET', url: `/api/admin/withdrawals?cursor=${cursor}` })
    expect(forged.statusCode, cursor).toBe(400)
  }
})

test('30 statements with one order link, each naming another address, mail the checkout’s own address only, once: its orders are named by the first', async () => {
  const checkout = await paidCheckout()

  const answers = []
  for (let i = 0; i < 30; i++) {
    // Each from a client of its own: the limit on the link and its orders holds whoever sends.
    const from = `192.0.2.${i + 1}`
    const text = `Lees dit: ${'x'.repeat(100)} ${i}`
    answers.push(await withdraw({ via: 'order_page', token: checkout.token, orderIds: checkout.orderIds, name: text, email: `doelwit${i}@example.nl` }, from))
  }

  // An order is named by one statement (decision 055): the others are refused before any limit counts
  // them, and record and mail nothing.
  expect(statuses(answers)).toEqual([201, ...Array.from({ length: 29 }, () => 409)])
  expect(answers.at(-1)?.json()).toEqual({ message: messages.withdrawalAlreadyReceived })
  expect(await db().select({ id: withdrawals.id }).from(withdrawals)).toHaveLength(1)

  // The outbox holds the acknowledgement of the statement taken, for the checkout's own address.
  const outbox = await db()
    .select({ to: mailMessages.recipient })
    .from(mailMessages)
    .where(eq(mailMessages.kind, 'withdrawal_received'))
  expect(outbox).toEqual([{ to: BUYER }])
  await smtp.waitForSubject(ACK, 1)
  await quietFor(1_000)
  // What the mail server received (with the checkout's 'Bestelbevestiging'): nothing for a typed address.
  expect(smtp.messages.length).toBeGreaterThan(0)
  expect(smtp.messages.map(to).filter((address) => address !== BUYER)).toEqual([])
  // The sender's text reached the checkout's own address once, no more.
  const carrying = smtp.messages.filter((mail) => mail.subject === ACK && (mail.text ?? '').includes('Lees dit:'))
  expect(carrying).toHaveLength(1)
})

test('statements racing each other cannot pass a limit together, on the client or the typed address, nor name an order twice through one link', async () => {
  const checkout = await paidCheckout()

  const fromOneClient = await Promise.all(
    Array.from({ length: 30 }, (_, i) => withdraw({ via: 'form', orderNumber: 'ABCDEF12', name: 'Race', email: `race${i}@example.nl` }, FLOODER)),
  )
  const oneAddress = await Promise.all(
    Array.from({ length: 10 }, (_, i) => withdraw({ via: 'form', orderNumber: 'ABCDEF12', name: 'Race', email: 'een.adres@example.nl' }, `192.0.2.${i + 1}`)),
  )
  const oneLink = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      withdraw({ via: 'order_page', token: checkout.token, orderIds: checkout.orderIds, name: 'Race', email: BUYER }, `192.0.2.${i + 101}`),
    ),
  )

  expect([count(fromOneClient, 201), count(fromOneClient, 429)]).toEqual([WITHDRAWAL_LIMITS.perClientPerHour, 30 - WITHDRAWAL_LIMITS.perClientPerHour])
  expect([count(oneAddress, 201), count(oneAddress, 429)]).toEqual([WITHDRAWAL_LIMITS.perEmailPerHour, 10 - WITHDRAWAL_LIMITS.perEmailPerHour])
  // The checkout's lock orders them: the first names the orders, the others find them named (decision 055).
  expect([count(oneLink, 201), count(oneLink, 409)]).toEqual([1, 9])
  expect(await db().select({ id: withdrawals.id }).from(withdrawals)).toHaveLength(
    WITHDRAWAL_LIMITS.perClientPerHour + WITHDRAWAL_LIMITS.perEmailPerHour + 1,
  )
})

test('a statement keeps the client address it came from only for the hour the limit counts it', async () => {
  const checkout = await paidCheckout()
  expect((await withdraw({ via: 'form', orderNumber: checkout.number, name: 'Fenna', email: BUYER }, BUYER_CLIENT)).statusCode).toBe(201)
  const addresses = async () => (await db().select({ clientAddress: withdrawals.clientAddress }).from(withdrawals)).map((row) => row.clientAddress)
  expect(await addresses()).toEqual([BUYER_CLIENT])

  await db().update(withdrawals).set({ submittedAt: new Date(Date.now() - 61 * 60_000) })
  // The back office's anonymising blanks it, though the statement keeps its name and address for the seller.
  expect((await injectAsAdmin(shop.app, cookie, { method: 'POST', url: '/api/privacy/anonymise' })).statusCode).toBe(200)

  expect(await addresses()).toEqual([null])
  expect((await page()).withdrawals).toEqual([expect.objectContaining({ name: 'Fenna', email: BUYER })])
})
