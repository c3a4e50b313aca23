import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { canTransition, type OrderStatus } from '#shared/domain/order-status'
import type { Db } from '#server/db/db'
import { chargebacks, orders, payments, products, refundAttempts, refunds, shipmentOrders } from '#server/db/schema'
import type { FakeMollie, FakeMollieRefund } from './fake-mollie'

/**
 * Decision 052's books for money-ledger-mollie.test.ts, read after every step from the shop's database
 * and from the fake Mollie. Per payment, and summed:
 *
 *   money in = orders kept + owed + refunded + lost to chargebacks
 *
 * - money in: what Mollie took. At the shop, a payment it knows paid (paid, charged back, or paid late);
 *   at Mollie, a payment whose status is paid.
 * - orders kept: the pending and completed orders of a payment the shop holds paid, at their price, and
 *   its shipping while one of them is kept. (Fees kept, of shipping requests, are not in this ledger:
 *   the property makes no shipping requests.)
 * - owed: each refund's amount less what was paid back and what the bank returned instead.
 * - refunded: what each refund paid back.
 * - lost: the chargebacks not reversed.
 *
 * At the shop, from its own rows, always. At Mollie, for every payment whose last change there the shop
 * has heard (its webhook answered 200 since): money in is Mollie's, refunded and on its way is what
 * Mollie holds as refunds not failed or cancelled (owed less the attempts Mollie has), lost is Mollie's
 * chargebacks not reversed; and amount by amount the two agree.
 *
 * And: every idempotency key Mollie saw on a refund belongs to one attempt and carries its amount and
 * id, is bound once, and is never sent again once the provider settled its attempt; no money of a late
 * payment the seller honoured ('Toch leveren') went back; nothing is kept without its payment paid;
 * stock is conserved; orders move along their table.
 */

/** What the test knows besides the rows. */
export type World = {
  /** Product id → the stock it was created with. */
  products: Map<number, number>
  /** The run's checkouts in order: the shop's payment id and Mollie's. */
  payments: { id: string; mollieId: string }[]
  /** Payments with a change at Mollie the shop has not heard of: its webhook was lost. */
  unheard: Set<string>
  /** Payments the seller honoured late → the refunds Mollie had of them then: none may ever pay out. */
  honoured: Map<string, string[]>
  /** Every attempt seen, by its idempotency key (a refund honoured away deletes its attempts). */
  attempts: Map<string, { id: number; amountCents: number }>
  /** The last status seen of every order. */
  statuses: Map<number, OrderStatus>
  /** Keys of attempts the provider had settled before the step (pending, refunded, failed): never sent again. */
  settledKeys: Set<string>
  startedAt: Date
  /** Where the run's requests and idempotency keys start in the fake's records (the fake lives as long as the file). */
  requestsBefore: number
  keysBefore: number
  /** Where the current step's requests start. */
  stepRequestsFrom: number
  /** 'payment #n', as the steps taken name it. */
  name: (paymentId: string) => string
}

export type Books = Awaited<ReturnType<typeof readBooks>>

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id

export async function readBooks(db: Db) {
  return {
    paymentRows: await db.select().from(payments),
    orderRows: (await db.select().from(orders)).sort(byId),
    refundRows: (await db.select().from(refunds)).sort(byId),
    attemptRows: (await db.select().from(refundAttempts)).sort(byId),
    chargebackRows: (await db.select().from(chargebacks)).sort(byId),
    productRows: await db.select().from(products),
    /** Orders a parcel holds (a PostNL checkout's): the parcel decides, not a cancellation (decision 028). */
    inParcel: new Set((await db.select().from(shipmentOrders).where(eq(shipmentOrders.active, true))).map((row) => row.orderId)),
  }
}

type RefundRow = Books['refundRows'][number]
type AttemptRow = Books['attemptRows'][number]

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
const cents = (value: string) => Math.round(Number(value) * 100)
const isKept = (status: string) => status === 'pending' || status === 'completed'
const holdsStock = (status: string) => status === 'awaiting_payment' || isKept(status)
const givenUp = (refund: FakeMollieRefund) => refund.status === 'failed' || refund.status === 'canceled'
const onItsWay = (attempt: AttemptRow) => attempt.status === 'unknown' || attempt.status === 'pending'
const attemptIdOf = (refund: FakeMollieRefund) => (refund.metadata as { attemptId?: unknown } | null)?.attemptId

/** What is left to start of a refund: its amount less what went back, what the bank returned and what is on its way. */
export function refundLeft(refund: RefundRow, attempts: AttemptRow[]): number {
  const inFlight = sum(attempts.filter(onItsWay).map((a) => a.amountCents))
  return refund.amountCents - refund.refundedCents - refund.chargedBackCents - inFlight
}

/** The ledger and the rules of the header, on the rows just read; `taken` names the steps for a failure. */
export function expectBooksBalance(fake: FakeMollie, world: World, taken: string[], books: Books): void {
  const where = `after:\n  ${taken.join('\n  ')}\n`
  for (const attempt of books.attemptRows) world.attempts.set(attempt.idempotencyKey, { id: attempt.id, amountCents: attempt.amountCents })

  expectMoneyAccounted(fake, world, books, where)
  expectKeysOwnedByAttempts(fake, world, where)
  world.settledKeys = new Set(books.attemptRows.filter((a) => a.status !== 'unknown').map((a) => a.idempotencyKey))

  // Nothing both paid back and delivered: what Mollie had of a payment the seller honoured never pays out.
  const paidBackAndDelivered = [...world.honoured].flatMap(([paymentId, refundIds]) =>
    refundIds.flatMap((id) => {
      const refund = fake.refund(id)
      return refund && !givenUp(refund) ? [`${world.name(paymentId)}: ${refund.amount.value} ${refund.status}`] : []
    }),
  )
  expect(paidBackAndDelivered, `late payments delivered while their money went back ${where}`).toEqual([])

  // Nothing queued or done without its payment paid; an order opened before the bank took the payment
  // back stays done (its packs were opened on stream), and counts as lost, not kept.
  const rowOf = new Map(books.paymentRows.map((p) => [p.id, p]))
  const paidFor = (o: Books['orderRows'][number]) => {
    const status = rowOf.get(o.paymentId)?.status
    return status === 'paid' || (status === 'charged_back' && o.status === 'completed')
  }
  expect(
    books.orderRows.filter((o) => isKept(o.status) && !paidFor(o)).map((o) => `${o.id}:${o.status}`),
    `orders kept without their payment paid ${where}`,
  ).toEqual([])

  for (const product of books.productRows) {
    const held = sum(books.orderRows.filter((o) => o.productId === product.id && holdsStock(o.status)).map((o) => o.quantity))
    expect({ product: product.id, stockAndHeld: product.stock + held }, `stock ${where}`).toEqual({
      product: product.id,
      stockAndHeld: world.products.get(product.id),
    })
  }

  for (const order of books.orderRows) {
    const now = order.status as OrderStatus
    const before = world.statuses.get(order.id) ?? 'awaiting_payment'
    if (before !== now) {
      expect({ order: order.id, from: before, to: now, allowed: canTransition(before, now) }, `a status change ${where}`).toMatchObject({
        allowed: true,
      })
    }
    world.statuses.set(order.id, now)
  }
}

/** The equation per payment and in total, at the shop always, at Mollie for every payment the shop has heard. */
function expectMoneyAccounted(fake: FakeMollie, world: World, books: Books, where: string): void {
  const { paymentRows, orderRows, refundRows, attemptRows, chargebackRows } = books
  const rowOf = new Map(paymentRows.map((p) => [p.id, p]))
  const unbalanced: Record<string, unknown>[] = []
  const totals = { shopIn: 0, shopOut: 0, mollieIn: 0, mollieOut: 0 }
  for (const { id, mollieId } of world.payments) {
    const payment = rowOf.get(id)
    const atMollie = fake.payment(mollieId)
    const kept = orderRows.filter((o) => o.paymentId === id && isKept(o.status))
    // A refund whose payment was deleted keeps the payment's id in its key.
    const cases = refundRows.filter((r) => r.paymentId === id || (r.paymentId === null && r.key.endsWith(`:${id}`)))
    const attempts = attemptRows.filter((a) => cases.some((r) => r.id === a.refundId))
    const mollieRefunds = fake.refunds().filter((r) => r.paymentId === mollieId)

    const mollieIn = atMollie?.status === 'paid' ? cents(atMollie.amount.value) : 0
    // A payment deleted ('Verwijder mislukte orders' a month after its late 'paid' was paid back) is
    // still in the books through its refunds, whose keys name it: its money in is what Mollie took.
    const paidAtShop = payment && (['paid', 'charged_back'].includes(payment.status) || payment.lateStatus === 'paid')
    const shopIn = paidAtShop ? payment.amountCents : !payment && cases.length > 0 ? mollieIn : 0
    const keptCents =
      payment?.status === 'paid' ? sum(kept.map((o) => o.unitPriceCents * o.quantity)) + (kept.length > 0 ? payment.shippingCostCents : 0) : 0
    const owed = sum(cases.map((r) => r.amountCents - r.refundedCents - r.chargedBackCents))
    const refunded = sum(cases.map((r) => r.refundedCents))
    const lost = sum(chargebackRows.filter((c) => c.paymentId === id && c.reversedAt === null).map((c) => c.amountCents))

    const mollieHas = new Set(mollieRefunds.filter((r) => !givenUp(r)).map(attemptIdOf))
    const onItsWayAtMollie = sum(
      attempts.filter((a) => a.status === 'pending' || (a.status === 'unknown' && mollieHas.has(a.id))).map((a) => a.amountCents),
    )
    const mollieOut = sum(mollieRefunds.filter((r) => !givenUp(r)).map((r) => cents(r.amount.value)))
    const mollieRefunded = sum(mollieRefunds.filter((r) => r.status === 'refunded').map((r) => cents(r.amount.value)))
    const mollieLost = sum(
      fake
        .chargebacks()
        .filter((c) => c.paymentId === mollieId && c.reversedAt === null)
        .map((c) => cents(c.amount.value)),
    )
    const heard = !world.unheard.has(id)

    const shopOut = keptCents + owed + refunded + lost
    const mollieOutAll = keptCents + (owed - onItsWayAtMollie) + mollieOut + mollieLost
    totals.shopIn += shopIn
    totals.shopOut += shopOut
    totals.mollieIn += mollieIn
    totals.mollieOut += mollieOutAll
    const problems = [
      shopIn !== shopOut && 'at the shop, money in ≠ kept + owed + refunded + lost',
      shopIn > 0 && mollieIn !== shopIn && 'the shop counts money Mollie did not take',
      heard && mollieIn !== mollieOutAll && 'at Mollie, money in ≠ kept + owed not at Mollie + refunds at Mollie + chargebacks at Mollie',
      heard && mollieIn !== shopIn && 'the shop and Mollie disagree on money in',
      heard && mollieOut !== refunded + onItsWayAtMollie && 'Mollie’s refunds ≠ the shop’s refunded and on its way there',
      heard && mollieRefunded !== refunded && 'Mollie’s refunds paid out ≠ the shop’s refunded',
      heard && mollieLost !== lost && 'Mollie’s chargebacks ≠ the shop’s',
    ].filter(Boolean)
    if (problems.length > 0) {
      unbalanced.push({
        payment: world.name(id),
        problems,
        shop: { status: payment?.status ?? 'deleted', lateStatus: payment?.lateStatus, amount: payment?.amountCents, shopIn, kept: keptCents, owed, refunded, lost },
        mollie: { status: atMollie?.status, mollieIn, mollieOut, mollieRefunded, mollieLost, onItsWayAtMollie, heard },
        orders: orderRows.filter((o) => o.paymentId === id).map((o) => `${o.id}:${o.status}:${o.unitPriceCents}x${o.quantity}`),
        shipping: payment?.shippingCostCents,
        refunds: cases.map((r) => `${r.id} ${r.reason}:${r.status} ${r.amountCents} back ${r.refundedCents} bank ${r.chargedBackCents}`),
        attempts: attempts.map((a) => `${a.id}→${a.refundId}:${a.status}:${a.amountCents}`),
        atMollie: mollieRefunds.map((r) => `${r.amount.value}:${r.status}:${JSON.stringify(r.metadata)}`),
      })
    }
  }
  expect(unbalanced, `payments whose money is not accounted for ${where}`).toEqual([])
  const attributed = new Set(
    world.payments.flatMap(({ id }) => refundRows.filter((r) => r.paymentId === id || (r.paymentId === null && r.key.endsWith(`:${id}`)))),
  )
  expect(refundRows.filter((r) => !attributed.has(r)).map((r) => r.key), `refunds of no payment ${where}`).toEqual([])
  expect(totals.shopOut, `the shop's total ${where}`).toBe(totals.shopIn)
  if (world.unheard.size === 0) expect(totals.mollieOut, `Mollie's total ${where}`).toBe(totals.mollieIn)
}

/**
 * Every refund request the run sent to Mollie carries its attempt's key, amount and id, and every key
 * Mollie bound is bound once: no key ever stood for two requests. A request of this step carries no key
 * of an attempt the provider had settled before it.
 */
function expectKeysOwnedByAttempts(fake: FakeMollie, world: World, where: string): void {
  const refundCreate = /^\/v2\/payments\/[^/?]+\/refunds(\?|$)/
  const misused: string[] = []
  fake.requests.slice(world.requestsBefore).forEach((request, index) => {
    if (request.method !== 'POST' || !refundCreate.test(request.path)) return
    const key = String(request.headers['idempotency-key'] ?? '')
    const attempt = world.attempts.get(key)
    const body = request.body as { amount?: { value?: string }; metadata?: { attemptId?: unknown } } | undefined
    if (!attempt) misused.push(`${key}: no attempt has this key`)
    // While down the fake drops a request before it reads the body: nothing was done, nothing bound.
    else if (body !== undefined && (body.metadata?.attemptId !== attempt.id || cents(body.amount?.value ?? '0') !== attempt.amountCents)) {
      misused.push(`${key}: sent with ${JSON.stringify(body)}, its attempt is ${attempt.id} of ${attempt.amountCents}`)
    }
    if (world.requestsBefore + index >= world.stepRequestsFrom && world.settledKeys.has(key)) misused.push(`${key}: sent again after its attempt was settled`)
  })
  const bound = fake
    .idempotencyKeys()
    .slice(world.keysBefore)
    .filter((binding) => refundCreate.test(binding.path))
    .map((binding) => binding.key)
  for (const key of new Set(bound.filter((k, i) => bound.indexOf(k) !== i))) misused.push(`${key}: bound twice`)
  expect(misused, `idempotency keys ${where}`).toEqual([])
}
