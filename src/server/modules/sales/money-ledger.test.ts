import { desc, eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { messages } from '#shared/contracts/messages'
import { canTransition, type OrderStatus } from '#shared/domain/order-status'
import { orders, packBattleParticipants, packBattles, payments, products, refunds, shipmentOrders, shipments, withdrawalOrders } from '#server/db/schema'
import { packBattleBody } from '#server/testing/admin-factories'
import { buyer, checkoutBody, clearShopData, insertProduct, parcelAddress, settleDemoPayment } from '#server/testing/factories'
import { fuzzRuns } from '#server/testing/fuzz/fuzz-runs'
import { useAdminShop } from '#server/testing/use-test-shop'

/**
 * Decision 028's books, as a property: whatever buyers and the seller do through the API, in whatever
 * order, every cent a buyer paid stays accounted for. After every step, read straight from the
 * database:
 *
 * 1. Per payment, what came in equals what the shop keeps plus what it owes or paid back: the lines of
 *    its orders still kept (pending or completed), its shipping while one of them is kept, a shipping
 *    request's fee while its parcel is on the desk or sent, and every refund of it at its full amount (owed, failed, on its way or made; for a part, the rest is what
 *    the seller chose to keep). A payment no money came in for keeps nothing and owes nothing. What
 *    came in is what the buyers paid on the demo page ('paid' pressed once or more, in time or late),
 *    known to the test, not read from the shop. A payment 'Verwijder mislukte orders' deleted once
 *    nothing of it was owed is balanced by its refunds, which keep its id in their key.
 * 2. No order is queued (pending) or done (completed) without its payment paid.
 * 3. Stock is conserved: a product's stock plus what its orders awaiting payment, queued or completed
 *    hold (and those withdrawn from after opening, decision 039) is what it was created with.
 * 4. Every change of an order's status seen between two steps is a pair of the transition table.
 *
 * And the shipping requests, whose fees are payments like any other (decision 029): a request whose
 * fee went through is a parcel on the desk (until the seller cancels it: decision 036), one whose fee
 * did not is cancelled, one still open waits.
 */

const shop = useAdminShop()
const db = () => shop.database.db

/** A button of the demo payment page. */
type Outcome = 'paid' | 'failed' | 'canceled' | 'expired'

/**
 * One step: `action` picks one of the things that can be done at that moment (weighted, see
 * `possibleActions`), `target` the payment, order, refund, battle, participant or request it is done
 * to; the other fields are what the action needs. Picking among what is possible keeps every step
 * busy, and a failing sequence shrinks towards checkouts of one line.
 */
type Step = {
  action: number
  target: number
  outcome: Outcome
  buyer: number
  lines: { product: number; quantity: number }[]
  postnl: boolean
  spot: number
  price: string
  /** The part of a refund to pay back (taken modulo its amount); null pays back the whole. */
  part: number | null
}

const stepArbitrary: fc.Arbitrary<Step> = fc.record({
  action: fc.nat(999),
  target: fc.nat(99),
  outcome: fc.constantFrom<Outcome>('paid', 'paid', 'paid', 'failed', 'canceled', 'expired'),
  buyer: fc.nat(2),
  lines: fc.uniqueArray(fc.record({ product: fc.nat(1), quantity: fc.integer({ min: 1, max: 2 }) }), {
    minLength: 1,
    maxLength: 2,
    selector: (line) => line.product,
  }),
  postnl: fc.boolean(),
  spot: fc.integer({ min: 1, max: 3 }),
  price: fc.constantFrom('12,50', '7,25'),
  part: fc.option(fc.nat(10_000), { nil: null }),
})

/** The shop a run starts with: two products with little stock, so they sell out. */
const shopArbitrary = fc.tuple(
  fc.record({ stock: fc.integer({ min: 1, max: 4 }), priceCents: fc.constantFrom(549, 1250) }),
  fc.record({ stock: fc.integer({ min: 1, max: 4 }), priceCents: fc.constantFrom(300, 1999) }),
)

/** What the test knows, apart from the shop's own rows. */
type World = {
  /** Product id → the stock it was created with. */
  products: Map<number, number>
  /** Payments made in this run, in order, with their amount and the checkout's order-page token (a cart only). */
  payments: { id: string; amountCents: number; token?: string }[]
  /** Payments a buyer paid on the demo page (pressed 'paid', answered 200), once or more, in time or late. */
  received: Set<string>
  battles: number[]
  /** Shipping requests (their fee's payment has the request's id), and the first outcome pressed while open (the one that wins). */
  shipments: { id: string; settled?: Outcome; cancelledBySeller?: boolean }[]
  /** The last status seen of every order. */
  statuses: Map<number, OrderStatus>
  /** Orders opened (or sent sealed) whose withdrawal the seller granted: cancelled, their stock not returned. */
  withdrawnAfterOpening: Set<number>
}

const choose = <T>(candidates: readonly T[], n: number): T => {
  const chosen = candidates[n % candidates.length]
  if (chosen === undefined) throw new Error('nothing to choose from')
  return chosen
}

const emailOf = (index: number) => `koper${index}.${buyer.email}`
const address = parcelAddress()
/** product.md 9: a shipping request to the Netherlands. */
const SHIPPING_FEE_CENTS = 495

const isKept = (status: string) => status === 'pending' || status === 'completed'
const holdsStock = (status: string) => status === 'awaiting_payment' || isKept(status)
const isOpenRefund = (status: string) => status === 'owed' || status === 'failed'
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
const byId = (a: { id: number }, b: { id: number }) => a.id - b.id

type Books = Awaited<ReturnType<typeof readBooks>>

async function readBooks() {
  return {
    paymentRows: await db().select().from(payments),
    orderRows: (await db().select().from(orders)).sort(byId),
    refundRows: (await db().select().from(refunds)).sort(byId),
    productRows: await db().select().from(products),
    shipmentRows: await db().select().from(shipments),
    participantRows: (await db().select().from(packBattleParticipants)).sort(byId),
    battleRows: (await db().select().from(packBattles)).sort(byId),
    /** Orders a shipping request holds (waiting for its payment, to pack or shipped). */
    requestedOrderIds: new Set(
      (await db().select().from(shipmentOrders).where(eq(shipmentOrders.active, true))).map((row) => row.orderId),
    ),
  }
}

/** The shop's answer, as a line of the steps taken; a status it may not give (a 5xx above all) fails the run. */
function answered(what: string, response: LightMyRequestResponse, allowed: number[]): string {
  expect(allowed, `${what} answered ${response.statusCode}: ${response.body}`).toContain(response.statusCode)
  return `${what} → ${response.statusCode}${response.statusCode >= 400 ? ` ${response.body.slice(0, 100)}` : ''}`
}

/** What the shop asked the buyer to pay, remembered for when 'Verwijder mislukte orders' deletes the payment. */
async function amountOf(paymentId: string): Promise<number> {
  const [row] = await db().select({ amountCents: payments.amountCents }).from(payments).where(eq(payments.id, paymentId))
  if (!row) throw new Error(`no payment ${paymentId}`)
  return row.amountCents
}

/**
 * The seller starts a battle of three spots (stopping the one running); its id. Every other battle lets the
 * winner take all (decision 028's prize), the rest let everyone keep their own pack (decision 064).
 */
async function openBattle(price: string, world: World): Promise<{ id: number; line: string }> {
  const format = world.battles.length % 2 === 0 ? 'own_packs' : 'winner_takes_all'
  const response = await shop.admin('POST', '/api/pack-battles', packBattleBody({ isActive: true, maxSpots: 3, pricePerSpot: price, format }))
  const line = answered(`the seller opens a battle at ${price} (${format})`, response, [201])
  const { id } = response.json<{ id: number }>()
  world.battles.push(id)
  return { id, line }
}

type Action = { weight: number; take: () => Promise<string> }

/**
 * What can be done now, each with its weight, in a fixed order (a shrunk `action` of 0 is a checkout).
 * Each returns the line it adds to the steps taken.
 */
async function possibleActions(step: Step, world: World, books: Books): Promise<Action[]> {
  const { paymentRows, orderRows, refundRows, participantRows, battleRows } = books
  const paymentOf = new Map(paymentRows.map((row) => [row.id, row]))
  const ours = world.payments.filter((payment) => paymentOf.has(payment.id))
  const name = (paymentId: string) => `payment #${world.payments.findIndex((p) => p.id === paymentId) + 1}`
  const battles = battleRows.filter((row) => world.battles.includes(row.id))
  const actions: Action[] = []
  const when = (possible: boolean, weight: number, take: () => Promise<string>) => {
    if (possible) actions.push({ weight, take })
  }

  when(true, 4, async () => {
    const productIds = [...world.products.keys()]
    const items = step.lines.map((line) => ({ productId: choose(productIds, line.product), quantity: line.quantity }))
    const shippingDetails = { email: emailOf(step.buyer), shippingMethod: step.postnl ? 'postnl' : 'live' }
    const response = await shop.anonymous('POST', '/api/payments', checkoutBody({ items, shippingDetails }))
    let what = `buyer ${step.buyer} checks out ${JSON.stringify(items)} ${shippingDetails.shippingMethod}`
    if (response.statusCode === 200) {
      const { paymentId, orderPageToken } = response.json<{ paymentId: string; orderPageToken: string }>()
      world.payments.push({ id: paymentId, amountCents: await amountOf(paymentId), token: orderPageToken })
      what += ` as ${name(paymentId)}`
    }
    return answered(what, response, [200, 409])
  })

  when(true, 2, async () => {
    // With no battle running, the seller starts one first.
    const running = battleRows.find((row) => row.isActive)
    const opened = running ? undefined : await openBattle(step.price, world)
    const battleId = running?.id ?? opened?.id
    const response = await shop.anonymous('POST', `/api/pack-battles/${battleId}/spots`, {
      spotNumber: step.spot,
      tiktokUsername: `spotkoper${step.buyer}`,
      email: emailOf(step.buyer),
    })
    let what = `${opened ? `${opened.line}; ` : ''}buyer ${step.buyer} buys spot ${step.spot} of battle ${battleId}`
    if (response.statusCode === 200) {
      const { paymentId } = response.json<{ paymentId: string }>()
      world.payments.push({ id: paymentId, amountCents: await amountOf(paymentId) })
      what += ` as ${name(paymentId)}`
    }
    return answered(what, response, [200, 409])
  })

  when(true, 1, async () => (await openBattle(step.price, world)).line)

  const open = ours.filter((payment) => paymentOf.get(payment.id)?.status === 'open')
  when(open.length > 0, 6, async () => {
    const payment = choose(open, step.target)
    const request = world.shipments.find((s) => s.id === payment.id)
    if (request) request.settled ??= step.outcome
    return pressDemo(payment.id, step.outcome, world, name)
  })

  // A payment reported twice, or late: 'paid' after it failed, was cancelled (released) or expired.
  const settled = ours.filter((payment) => paymentOf.get(payment.id)?.status !== 'open')
  when(settled.length > 0, 3, async () => pressDemo(choose(settled, step.target).id, step.outcome, world, name))

  const playing = battles.filter((row) => !row.isCompleted)
  when(playing.length > 0, 1, async () => {
    const battle = choose(playing, step.target)
    const response = await shop.admin('PATCH', `/api/pack-battles/${battle.id}`, { isActive: !battle.isActive })
    return answered(`the seller ${battle.isActive ? 'stops' : 'restarts'} battle ${battle.id}`, response, [200])
  })

  when(participantRows.length > 0, 2, async () => {
    const participant = choose(participantRows, step.target)
    const response = await shop.admin('DELETE', `/api/pack-battles/participants/${participant.id}?confirmRefund=true`)
    const paid = participant.isPaid ? 'paid' : 'unpaid'
    const what = `the seller removes ${paid} spot ${participant.spotNumber} of battle ${participant.packBattleId}`
    // 409: the battle was completed; its spots were played.
    return answered(what, response, [204, 409])
  })

  when(battles.length > 0, 1, async () => {
    const battle = choose(battles, step.target)
    const response = await shop.admin('DELETE', `/api/pack-battles/${battle.id}`)
    return answered(`the seller deletes ${battle.isCompleted ? 'completed' : 'open'} battle ${battle.id}`, response, [204])
  })

  const winners = participantRows.filter((p) => p.isPaid && playing.some((b) => b.id === p.packBattleId))
  when(winners.length > 0, 2, async () => {
    const winner = choose(winners, step.target)
    const response = await shop.admin('POST', `/api/pack-battles/${winner.packBattleId}/complete`, { winnerId: winner.id })
    return answered(`the seller completes battle ${winner.packBattleId}, spot ${winner.spotNumber} wins`, response, [200])
  })

  const queued = orderRows.filter((o) => o.status === 'pending')
  when(queued.length > 0, 4, async () => {
    const order = choose(queued, step.target)
    const response = await shop.admin('PATCH', `/api/orders/${order.id}`, { status: 'completed' })
    return answered(`the seller opens order ${order.id} of ${name(order.paymentId)}`, response, [200])
  })

  const cancellable = queued.filter((o) => o.spotNumber === null)
  when(cancellable.length > 0, 4, async () => {
    const order = choose(cancellable, step.target)
    const response = await shop.admin('POST', `/api/orders/${order.id}/cancel`)
    // An order a shipping request holds is not cancelled: the parcel decides (decision 028).
    const expected = books.requestedOrderIds.has(order.id) ? [409] : [200]
    return answered(`the seller cancels order ${order.id} of ${name(order.paymentId)}`, response, expected)
  })

  const owed = refundRows.filter((r) => isOpenRefund(r.status))
  when(owed.length > 0, 4, async () => {
    const refund = choose(owed, step.target)
    // What is left after earlier parts (decision 052): a part pays back some of it, the rest stays owed.
    const leftCents = refund.amountCents - refund.refundedCents - refund.chargedBackCents
    const amountCents = step.part === null ? undefined : 1 + (step.part % Math.max(leftCents, 1))
    const response = await shop.admin('POST', `/api/admin/refunds/${refund.id}/start`, amountCents === undefined ? {} : { amountCents })
    const what = `the seller pays back ${amountCents ?? 'all'} of ${leftCents} left (${refund.reason} of ${name(refund.paymentId ?? '')})`
    return answered(what, response, leftCents > 0 ? [200] : [409])
  })

  const late = refundRows.filter((r) => r.reason === 'late_payment' && isOpenRefund(r.status))
  when(late.length > 0, 4, async () => {
    const refund = choose(late, step.target)
    const response = await shop.admin('POST', `/api/admin/refunds/${refund.id}/honour`)
    // 409: a spot is never honoured, nor a line the stock no longer allows, nor a payment of which
    // anything was paid back: delivering and paying back exclude each other (decision 052).
    const expected = refund.refundedCents > 0 ? [409] : [200, 409]
    return answered(`the seller honours the late ${name(refund.paymentId ?? '')}`, response, expected)
  })

  when(orderRows.some((o) => o.status === 'failed'), 1,
    async () => answered('the seller removes the failed orders', await shop.admin('DELETE', '/api/orders/failed'), [200]),
  )

  const heldOf = (paymentId: string) =>
    orderRows.filter((o) => o.paymentId === paymentId && isKept(o.status) && !books.requestedOrderIds.has(o.id)).map((o) => o.id)
  const shippable = ours.filter((payment) => {
    const row = paymentOf.get(payment.id)
    return payment.token !== undefined && row?.status === 'paid' && row.shippingMethod === 'live' && heldOf(payment.id).length > 0
  })
  when(shippable.length > 0, 4, async () => {
    const payment = choose(shippable, step.target)
    const orderIds = heldOf(payment.id)
    const response = await shop.anonymous('POST', '/api/shipping-requests', { token: payment.token, orderIds, address })
    let what = `the buyer of ${name(payment.id)} asks to ship orders ${orderIds.join(', ')}`
    if (response.statusCode === 201) {
      // The fee is a payment like any other (decision 029): pressed, late or twice like the others.
      const { id } = response.json<{ id: string }>()
      world.shipments.push({ id })
      world.payments.push({ id, amountCents: SHIPPING_FEE_CENTS })
      what += ` as request #${world.shipments.length}, its fee ${name(id)}`
    }
    return answered(what, response, [201])
  })

  // The buyer withdraws from a kept order on its order page and the seller grants it (decision 039): a
  // cancellation whose price is owed back; refused while a parcel on its way to the desk holds it.
  const tokenOf = new Map(ours.flatMap((payment) => (payment.token ? [[payment.id, payment.token] as const] : [])))
  const withdrawable = orderRows.filter((o) => isKept(o.status) && o.spotNumber === null && tokenOf.has(o.paymentId))
  when(withdrawable.length > 0, 2, async () => {
    const order = choose(withdrawable, step.target)
    const stated = await shop.anonymous('POST', '/api/withdrawals', {
      via: 'order_page',
      token: tokenOf.get(order.paymentId),
      orderIds: [order.id],
      name: 'Koper',
      email: emailOf(step.buyer),
    })
    // An order whose grant waits for its parcel was stated already: the shop refuses a second statement
    // (decision 055), and past the limits on statements (decision 039, amended) any statement, recording
    // nothing either way. The seller grants the statement that names the order.
    const line = answered(`the buyer withdraws from order ${order.id}`, stated, [201, 409, 429])
    if (stated.statusCode === 429) {
      expect([messages.withdrawalTooManyForOrder, messages.withdrawalTooManyFromClient]).toContain(stated.json<{ message: string }>().message)
      return line
    }
    if (stated.statusCode === 409) expect(stated.json<{ message: string }>().message).toBe(messages.withdrawalAlreadyReceived)
    const [statement] = await db()
      .select({ id: withdrawalOrders.withdrawalId })
      .from(withdrawalOrders)
      .where(eq(withdrawalOrders.orderId, order.id))
      .orderBy(desc(withdrawalOrders.withdrawalId))
      .limit(1)
    const granted = await shop.admin('POST', `/api/admin/withdrawals/${statement?.id}/orders/${order.id}/grant`)
    if (granted.statusCode === 200 && order.status === 'completed') world.withdrawnAfterOpening.add(order.id)
    return answered(`the buyer withdraws from order ${order.id} of ${name(order.paymentId)}, the seller grants it`, granted, [200, 409])
  })

  // The seller cancels a paid request not yet sent (decision 036): its fee is owed back, its cards held again.
  const toPack = books.shipmentRows.filter((s) => s.kind === 'request' && s.status === 'to_pack')
  when(toPack.length > 0, 2, async () => {
    const parcel = choose(toPack, step.target)
    const response = await shop.admin('POST', `/api/admin/shipments/${parcel.id}/cancel`)
    const request = world.shipments.find((s) => s.id === parcel.id)
    if (request && response.statusCode === 200) request.cancelledBySeller = true
    return answered(`the seller cancels request #${world.shipments.indexOf(request ?? { id: '' }) + 1}`, response, [200])
  })

  return actions
}

async function pressDemo(paymentId: string, outcome: Outcome, world: World, name: (id: string) => string): Promise<string> {
  const response = await settleDemoPayment(shop.shop.app, paymentId, outcome)
  if (outcome === 'paid') world.received.add(paymentId)
  return answered(`the buyer presses ${outcome} on ${name(paymentId)}`, response, [200])
}

async function take(step: Step, world: World, books: Books): Promise<string> {
  const actions = await possibleActions(step, world, books)
  let rest = step.action % sum(actions.map((a) => a.weight))
  for (const action of actions) {
    if (rest < action.weight) return action.take()
    rest -= action.weight
  }
  throw new Error('no action chosen')
}

/** The four rules of the header, and the shipping fees, on the rows just read. */
function expectBooksBalance(world: World, taken: string[], books: Books): void {
  const { paymentRows, orderRows, refundRows, productRows, shipmentRows } = books
  const where = `after:\n  ${taken.join('\n  ')}\n`

  // 1. Money to the cent, per payment. A refund whose payment was deleted keeps the payment's id in its
  // key (`{reason}:{paymentId}`), so the books still find it.
  const refundsOf = (paymentId: string) =>
    refundRows.filter((r) => r.paymentId === paymentId || (r.paymentId === null && r.key === `${r.reason}:${paymentId}`))
  const rowOf = new Map(paymentRows.map((p) => [p.id, p]))
  const ids = new Set([...paymentRows.filter((p) => p.provider !== 'manual').map((p) => p.id), ...world.received])
  const unbalanced: Record<string, unknown>[] = []
  let tookIn = 0
  let keptOrOwed = 0
  for (const id of ids) {
    const payment = rowOf.get(id)
    const own = orderRows.filter((o) => o.paymentId === id)
    const kept = own.filter((o) => isKept(o.status))
    const amountCents = payment?.amountCents ?? world.payments.find((p) => p.id === id)?.amountCents ?? Number.NaN
    const moneyIn = world.received.has(id) ? amountCents : 0
    // A shipping fee is kept while its parcel is on the desk or sent (decision 029).
    const parcel = shipmentRows.find((s) => s.feePaymentId === id)
    const feeKept = parcel?.status === 'to_pack' || parcel?.status === 'shipped' ? amountCents : 0
    const keptCents = sum(kept.map((o) => o.unitPriceCents * o.quantity)) + feeKept
    const shippingKept = kept.length > 0 ? (payment?.shippingCostCents ?? 0) : 0
    const owedOrBack = refundsOf(id)
    const refundCents = sum(owedOrBack.map((r) => r.amountCents))
    tookIn += moneyIn
    keptOrOwed += keptCents + shippingKept + refundCents
    // A payment is deleted only once nothing of it is owed any more.
    const goneWhileOwed = payment === undefined && owedOrBack.some((r) => r.status !== 'refunded')
    if (moneyIn !== keptCents + shippingKept + refundCents || goneWhileOwed) {
      unbalanced.push({
        payment: `#${world.payments.findIndex((p) => p.id === id) + 1}`,
        status: payment?.status ?? 'deleted',
        lateStatus: payment?.lateStatus,
        amountCents,
        moneyIn,
        orders: own.map((o) => `${o.id}:${o.status}:${o.unitPriceCents}x${o.quantity}${o.spotNumber === null ? '' : ' spot'}`),
        shippingCostCents: payment?.shippingCostCents,
        refunds: owedOrBack.map((r) => `${r.reason}:${r.status}:${r.amountCents}/${r.refundedCents}`),
      })
    }
  }
  expect(unbalanced, `payments whose money is not accounted for ${where}`).toEqual([])
  expect(
    paymentRows.filter((p) => p.status === 'paid' && p.provider === 'demo' && !world.received.has(p.id)).map((p) => p.id),
    `payments paid that no buyer paid ${where}`,
  ).toEqual([])
  // The same, summed as the books read it: every refund belongs to a payment, and what came in is kept or owed back.
  const attributed = new Set([...ids].flatMap((id) => refundsOf(id).map((r) => r.id)))
  expect(refundRows.filter((r) => !attributed.has(r.id)).map((r) => r.key), `refunds of no payment ${where}`).toEqual([])
  expect(keptOrOwed, `the total ${where}`).toBe(tookIn)

  // 2. Nothing queued or done without its payment paid.
  expect(
    orderRows.filter((o) => isKept(o.status) && rowOf.get(o.paymentId)?.status !== 'paid').map((o) => `${o.id}:${o.status}`),
    `orders kept without their payment paid ${where}`,
  ).toEqual([])

  // 3. Stock is conserved. A pack withdrawn from after it was opened or sent is gone from the shop: its
  // stock is not returned by itself (decision 039), so it counts as held.
  for (const product of productRows) {
    const gone = (o: { id: number; status: string }) => o.status === 'cancelled' && world.withdrawnAfterOpening.has(o.id)
    const held = sum(orderRows.filter((o) => o.productId === product.id && (holdsStock(o.status) || gone(o))).map((o) => o.quantity))
    expect({ product: product.id, stockAndHeld: product.stock + held }, `stock ${where}`).toEqual({
      product: product.id,
      stockAndHeld: world.products.get(product.id),
    })
  }

  // 4. Only the transitions of the table.
  for (const order of orderRows) {
    const now = order.status as OrderStatus
    const before = world.statuses.get(order.id)
    if (before === undefined) {
      // A battle's prize or own pack is recorded completed (its packs were opened in the battle); every other order waits for its payment.
      const provider = rowOf.get(order.paymentId)?.provider
      const prize = provider === 'prize' || provider === 'own_pack'
      const first = prize ? 'completed' : 'awaiting_payment'
      expect({ order: order.id, status: now }, `a new order ${where}`).toEqual({ order: order.id, status: first })
    } else if (before !== now) {
      expect({ order: order.id, from: before, to: now, allowed: canTransition(before, now) }, `a status change ${where}`).toEqual({
        order: order.id,
        from: before,
        to: now,
        allowed: true,
      })
    }
    world.statuses.set(order.id, now)
  }

  // The shipping requests: paid is a parcel, not paid is cancelled, not yet is waiting; a buyer's new
  // checkout does not release their fee (decision 029); a parcel the seller cancelled is cancelled (decision 036).
  const stateOf = (status: string) => (status === 'to_pack' || status === 'shipped' ? 'parcel' : status)
  const byRequest = (rows: { id: string; state: string }[]) => rows.sort((a, b) => a.id.localeCompare(b.id))
  const inShop = shipmentRows.filter((s) => s.kind === 'request').map((s) => ({ id: s.id, state: stateOf(s.status) }))
  const pressed = world.shipments.map((s) => ({
    id: s.id,
    state: s.settled === undefined ? 'awaiting_payment' : s.settled === 'paid' && !s.cancelledBySeller ? 'parcel' : 'cancelled',
  }))
  expect(byRequest(inShop), `shipping requests ${where}`).toEqual(byRequest(pressed))
}

/** Up to 25 steps, every length as likely (fast-check favours short arrays otherwise). */
const stepsArbitrary = fc.noBias(fc.array(stepArbitrary, { minLength: 1, maxLength: 25, size: 'max' }))

test('whatever buyers and the seller do, in whatever order: every cent paid is kept or owed back, stock is conserved, statuses follow the table', async () => {
  await fc.assert(
    fc.asyncProperty(shopArbitrary, stepsArbitrary, async (catalog, steps) => {
      // Each run on a shop of its own: the books are the whole database's.
      await clearShopData(db())
      const world: World = {
        products: new Map(),
        payments: [],
        received: new Set(),
        battles: [],
        shipments: [],
        statuses: new Map(),
        withdrawnAfterOpening: new Set(),
      }
      for (const [index, { stock, priceCents }] of catalog.entries()) {
        const product = await insertProduct(db(), { name: `Booster ${index + 1}`, priceCents, stock })
        world.products.set(product.id, stock)
      }
      const taken: string[] = []
      let books = await readBooks()
      for (const step of steps) {
        taken.push(await take(step, world, books))
        books = await readBooks()
        expectBooksBalance(world, taken, books)
      }
    }),
    // Eight sequences in npm test; test:full tries 25 (decision 035).
    { numRuns: fuzzRuns(8, 25) },
  )
}, 120_000)
