import { inArray } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import fc from 'fast-check'
import { beforeAll, expect, test } from 'vitest'
import { payments } from '#server/db/schema'
import { checkoutBody, clearShopData, insertProduct } from '#server/testing/factories'
import type { MolliePaymentStatus } from '#server/testing/fake-mollie'
import { fuzzRuns } from '#server/testing/fuzz/fuzz-runs'
import { expectBooksBalance, readBooks, refundLeft, type Books, type World } from '#server/testing/mollie-ledger'
import { mollieWebhook } from '#server/testing/mollie-shop'
import { buildTestApp, injectAsAdmin, loginAsAdmin } from '#server/testing/test-app'
import { useFakeMollie, useTestApp } from '#server/testing/use-test-shop'
import { reconcileRecentChargebacks } from './chargebacks.service'
import { expireDuePayments } from './payment-status.service'
import { createMollieProvider } from './providers/mollie-provider'
import type { PaymentProvider } from './providers/payment-provider'
import { reconcileOpenRefunds } from './reconcile.service'
import { insertAttempt } from './refund-attempts.repo'
import { honourableReasons, settleRefundStatus } from './refunds.repo'

/**
 * Decision 052's ledger with PAYMENT_PROVIDER=mollie, as a property: whatever buyers, the
 * seller and Mollie do, in whatever order, and however Mollie's answers and webhooks go astray, every
 * cent Mollie took is kept, owed, paid back or lost to a chargeback, at the shop and at the fake Mollie
 * alike, after every step (testing/mollie-ledger.ts says how the books are read).
 *
 * The steps: buyers check out and pay, fail, cancel or let their payment expire at Mollie; Mollie's
 * webhook for that comes, is lost, comes twice or twice at once (a webhook carries only the payment's
 * id, so a late or out-of-order one is one that comes after a newer change: the shop asks Mollie what
 * is true now); the expiry job releases checkouts (some while they are still open at Mollie, so a late
 * 'paid' comes); the seller opens and cancels orders and pays back all or a part of what is owed, while
 * Mollie answers, loses its answer after making the refund, answers after the shop's time-out, is down,
 * or refuses; the process stops between the claim and Mollie's id; Mollie pays out, fails or cancels a
 * refund, or a refunded one bounces; the seller pays back in Mollie's dashboard; the bank charges a
 * payment back, all it holds or a part, and reverses it; the reconciliation job runs (past its settle time, or past the resend
 * window); the seller honours a late payment ('Toch leveren'), removes the failed orders, runs Reset
 * Data, now or after the late-payment watch is over. At the end Mollie gets every webhook through.
 *
 * Not in it (the demo ledger, money-ledger.test.ts, covers them with the demo provider): Pack Battle
 * spots, shipping requests and their fees, withdrawals, 'Zelf terugbetaald' (refused for a payment
 * Mollie can pay back).
 */

/**
 * The shop's time-out on a call to Mollie here: shorter than its 10 s, so that a late answer costs
 * seconds, and long enough that a busy machine never times out a call the fake answered (2 s did not
 * hold while CI ran the whole suite on two cores: a checkout timed out).
 */
const SHOP_TIMEOUT_MS = 5_000
/** How late a late answer comes: after the shop gave up. */
const LATE_ANSWER_MS = 5_500
/** The reconciliation job's look, past an attempt's settle time, or past Mollie's idempotency window. */
const JOB_SOON_MS = 60_000
const JOB_PAST_WINDOW_MS = 2 * 60 * 60_000
/** The expiry job's look: past a checkout's expiry (20 min) within the grace, or past the grace (2 h). */
const EXPIRY_IN_GRACE_MS = 21 * 60_000
const EXPIRY_PAST_GRACE_MS = 3 * 60 * 60_000
/** Longer ago than the watch for a late 'paid' (LATE_PAYMENT_WATCH_DAYS): Reset Data may delete then. */
const PAST_THE_WATCH_MS = 31 * 24 * 60 * 60_000

const fake = useFakeMollie()
let mollie: PaymentProvider
const shop = useTestApp(() => {
  mollie = createMollieProvider({ apiKey: fake.apiKey, apiEndpoint: fake.url, timeoutMs: SHOP_TIMEOUT_MS })
  return buildTestApp(
    { paymentProvider: 'mollie', mollieApiKey: fake.apiKey, publicUrl: 'https://shop.example.nl' },
    // The jobs' timers off: a step runs them, with the clock it names.
    { paymentProvider: mollie, expiryIntervalMs: 0 },
  )
})
const db = () => shop.database.db
let cookie = ''
beforeAll(async () => {
  cookie = await loginAsAdmin(shop.app)
})

const admin = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  injectAsAdmin(shop.app, cookie, { method, url, payload })
const jobDeps = () => ({ db: db(), publish: shop.app.realtime.publish, provider: mollie, salesHooks: shop.app.salesHooks, log: shop.app.log })

/** How Mollie's webhook for a change goes: through, lost (Mollie's retry or a job finds it), twice, or twice at once. */
type Delivery = 'now' | 'lost' | 'twice' | 'together'
/** How Mollie takes a refund start: answers, makes it and loses the answer, makes it and answers too late, is down, refuses. */
type Fault = 'none' | 'lost' | 'late' | 'down' | 'refused'

/** One step: `action` picks among what can be done now (weighted), `target` what it is done to. */
type Step = {
  action: number
  target: number
  buyer: number
  lines: { product: number; quantity: number }[]
  postnl: boolean
  outcome: 'paid' | 'failed' | 'canceled' | 'expired'
  /** The part of what is left to pay back (taken modulo it); null pays back all of it. */
  part: number | null
  fault: Fault
  delivery: Delivery
  refundOutcome: 'refunded' | 'failed' | 'canceled'
  /** A job's clock: far ahead (past the grace, past the resend window) rather than just past the settle time. */
  far: boolean
}

const stepArbitrary: fc.Arbitrary<Step> = fc.record({
  action: fc.nat(999),
  target: fc.nat(99),
  buyer: fc.nat(1),
  lines: fc.uniqueArray(fc.record({ product: fc.nat(1), quantity: fc.integer({ min: 1, max: 2 }) }), {
    minLength: 1,
    maxLength: 2,
    selector: (line) => line.product,
  }),
  postnl: fc.boolean(),
  outcome: fc.constantFrom('paid', 'paid', 'paid', 'failed', 'canceled', 'expired'),
  part: fc.option(fc.nat(10_000), { nil: null }),
  fault: fc.constantFrom<Fault>('none', 'none', 'none', 'lost', 'late', 'down', 'refused'),
  delivery: fc.constantFrom<Delivery>('now', 'now', 'now', 'lost', 'twice', 'together'),
  refundOutcome: fc.constantFrom('refunded', 'refunded', 'failed', 'canceled'),
  far: fc.boolean(),
})

/** Two products with little stock, so checkouts sell out and an honoured late payment may find none. */
const shopArbitrary = fc.tuple(
  fc.record({ stock: fc.integer({ min: 2, max: 6 }), priceCents: fc.constantFrom(549, 1250) }),
  fc.record({ stock: fc.integer({ min: 1, max: 5 }), priceCents: fc.constantFrom(300, 1999) }),
)

const choose = <T>(candidates: readonly T[], n: number): T => {
  const chosen = candidates[n % candidates.length]
  if (chosen === undefined) throw new Error('nothing to choose from')
  return chosen
}
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
const cents = (value: string) => Math.round(Number(value) * 100)
const emailOf = (index: number) => `koper${index}.mollie@example.nl`

/** The shop's answer as a line of the steps taken; a status it may not give (a 5xx above all) fails the run. */
function answered(what: string, response: LightMyRequestResponse, allowed: number[]): string {
  expect(allowed, `${what} answered ${response.statusCode}: ${response.body}`).toContain(response.statusCode)
  return `${what} → ${response.statusCode}${response.statusCode >= 400 ? ` ${response.body.slice(0, 100)}` : ''}`
}

/** Mollie calls the payment's webhook, as `delivery` says; answered 200, the shop has heard all Mollie has. */
async function deliver(world: World, paymentId: string, delivery: Delivery): Promise<string> {
  const payment = world.payments.find((p) => p.id === paymentId)
  if (!payment) throw new Error(`no payment ${paymentId} in this run`)
  if (delivery === 'lost') return 'its webhook is lost'
  const call = () => mollieWebhook(shop.app, payment.mollieId)
  const calls = delivery === 'together' ? await Promise.all([call(), call()]) : delivery === 'twice' ? [await call(), await call()] : [await call()]
  for (const response of calls) expect(response.statusCode, `the webhook of ${world.name(paymentId)} answered ${response.body}`).toBe(200)
  world.unheard.delete(paymentId)
  return `its webhook ${delivery === 'now' ? 'comes' : `comes ${delivery}`}`
}

/** What Mollie would still pay back of a payment: nothing unless it is paid. */
function remainingAtMollie(molliePaymentId: string): number {
  const payment = fake.payment(molliePaymentId)
  return payment?.status === 'paid' ? cents(payment.amountRemaining?.value ?? '0') : 0
}

/** Makes Mollie take the next refund start as `fault` says. */
function arrange(fault: Fault): void {
  const refundCreate = { method: 'POST', path: /\/refunds$/ }
  if (fault === 'lost') fake.loseNextAnswers(1, refundCreate)
  if (fault === 'late') fake.delayNextAnswers(1, LATE_ANSWER_MS, refundCreate)
  if (fault === 'down') fake.setDown('reset')
  if (fault === 'refused') fake.refuseRefunds('The refund amount exceeds your available balance')
}

type Action = { weight: number; take: () => Promise<string> }

/** What can be done now, each with its weight, in a fixed order (a shrunk `action` of 0 is a checkout). */
function possibleActions(step: Step, world: World, books: Books): Action[] {
  const { paymentRows, orderRows, refundRows, attemptRows } = books
  const name = world.name
  const paymentOf = new Map(paymentRows.map((row) => [row.id, row]))
  const mollieIdOf = new Map(world.payments.map((p) => [p.id, p.mollieId]))
  const attemptsOf = (refundId: number) => attemptRows.filter((a) => a.refundId === refundId)
  const runRefundsAtMollie = fake.refunds().filter((r) => world.payments.some((p) => p.mollieId === r.paymentId))
  const paymentOfMollieId = (molliePaymentId: string) => world.payments.find((p) => p.mollieId === molliePaymentId)?.id ?? ''
  const actions: Action[] = []
  const when = (possible: boolean, weight: number, take: () => Promise<string>) => {
    if (possible) actions.push({ weight, take })
  }

  when(true, 4, async () => {
    const productIds = [...world.products.keys()]
    const items = step.lines.map((line) => ({ productId: choose(productIds, line.product), quantity: line.quantity }))
    const shippingDetails = { email: emailOf(step.buyer), shippingMethod: step.postnl ? 'postnl' : 'live' }
    const response = await shop.app.inject({ method: 'POST', url: '/api/payments', payload: checkoutBody({ items, shippingDetails }) })
    let what = `buyer ${step.buyer} checks out ${JSON.stringify(items)} ${shippingDetails.shippingMethod}`
    if (response.statusCode === 200) {
      const { paymentId } = response.json<{ paymentId: string }>()
      const atMollie = fake.payments().find((p) => (p.metadata as { paymentId?: string } | null)?.paymentId === paymentId)
      if (!atMollie) throw new Error(`the checkout of ${paymentId} made no payment at Mollie`)
      world.payments.push({ id: paymentId, mollieId: atMollie.id })
      what += ` as ${name(paymentId)}`
    }
    return answered(what, response, [200, 409])
  })

  // The buyer pays, fails, gives up or lets it expire at Mollie (possibly after the shop let it go).
  const openAtMollie = world.payments.filter((p) => fake.payment(p.mollieId)?.status === 'open')
  when(openAtMollie.length > 0, 6, async () => {
    const payment = choose(openAtMollie, step.target)
    fake.setStatus(payment.mollieId, step.outcome as MolliePaymentStatus)
    world.unheard.add(payment.id)
    return `at Mollie ${name(payment.id)} becomes ${step.outcome}; ${await deliver(world, payment.id, step.delivery)}`
  })

  // The buyer pays in a tab still open at Mollie, after the shop let the checkout go (released by a
  // newer one, expired past the grace): a late payment, owed back or delivered after all.
  const letGoWhileOpen = openAtMollie.filter((p) => ['failed', 'canceled', 'expired'].includes(paymentOf.get(p.id)?.status ?? ''))
  when(letGoWhileOpen.length > 0, 3, async () => {
    const payment = choose(letGoWhileOpen, step.target)
    fake.setStatus(payment.mollieId, 'paid')
    world.unheard.add(payment.id)
    return `at Mollie ${name(payment.id)}, let go by the shop, is paid late; ${await deliver(world, payment.id, step.delivery)}`
  })

  // A webhook again: Mollie's retry, a duplicate, or one that comes after a newer change.
  when(world.payments.length > 0, 2, async () => {
    const payment = choose(world.payments, step.target)
    return `Mollie calls the webhook of ${name(payment.id)}: ${await deliver(world, payment.id, step.delivery === 'lost' ? 'now' : step.delivery)}`
  })

  when(world.unheard.size > 0, 1, async () => {
    const lines: string[] = []
    for (const paymentId of [...world.unheard]) lines.push(`${name(paymentId)}: ${await deliver(world, paymentId, 'now')}`)
    return `Mollie retries every webhook not yet answered (${lines.join(', ')})`
  })

  when(paymentRows.some((p) => p.status === 'open'), 2, async () => {
    const later = step.far ? EXPIRY_PAST_GRACE_MS : EXPIRY_IN_GRACE_MS
    const released = await expireDuePayments(jobDeps(), new Date(Date.now() + later))
    return `the expiry job runs ${later / 60_000} minutes on: ${released} settled`
  })

  const queued = orderRows.filter((o) => o.status === 'pending')
  when(queued.length > 0, 3, async () => {
    const order = choose(queued, step.target)
    const response = await admin('PATCH', `/api/orders/${order.id}`, { status: 'completed' })
    return answered(`the seller opens order ${order.id} of ${name(order.paymentId)}`, response, [200])
  })

  when(queued.length > 0, 4, async () => {
    const order = choose(queued, step.target)
    const response = await admin('POST', `/api/orders/${order.id}/cancel`)
    return answered(`the seller cancels order ${order.id} of ${name(order.paymentId)}`, response, books.inParcel.has(order.id) ? [409] : [200])
  })

  // 'Terugbetalen': all or a part, while Mollie answers, loses the answer, answers late, is down or refuses.
  const startable = refundRows.filter((r) => r.status === 'owed' || r.status === 'pending')
  when(startable.length > 0, 5, async () => {
    const refund = choose(startable, step.target)
    const attempts = attemptsOf(refund.id)
    const left = refundLeft(refund, attempts)
    const amountCents = step.part === null ? left : 1 + (step.part % Math.max(left, 1))
    const molliePaymentId = mollieIdOf.get(refund.paymentId ?? '') ?? ''
    const expected =
      refund.status !== 'owed' || attempts.some((a) => a.status === 'unknown') || left <= 0
        ? [409]
        : step.fault !== 'none' || remainingAtMollie(molliePaymentId) < amountCents
          ? [502]
          : [200]
    arrange(step.fault)
    try {
      const response = await admin('POST', `/api/admin/refunds/${refund.id}/start`, step.part === null ? {} : { amountCents })
      const what = `the seller pays back ${step.part === null ? 'all' : amountCents} of ${left} left (${refund.reason} of ${name(refund.paymentId ?? '')}), Mollie ${step.fault === 'none' ? 'answers' : step.fault}`
      return answered(what, response, expected)
    } finally {
      fake.clearFaults()
    }
  })

  // The process stops after startRefund's first transaction (the attempt claimed, unknown) and before Mollie is asked.
  const claimable = refundRows.filter((r) => r.status === 'owed' && refundLeft(r, attemptsOf(r.id)) > 0)
  when(claimable.length > 0, 2, async () => {
    const refund = choose(claimable, step.target)
    const left = refundLeft(refund, attemptsOf(refund.id))
    const amountCents = step.part === null ? left : 1 + (step.part % left)
    await db().transaction(async (tx) => {
      await insertAttempt(tx, { refundId: refund.id, amountCents, provider: 'mollie' })
      await settleRefundStatus(tx, refund.id, { provider: 'mollie', startedAt: refund.startedAt ?? new Date(), lastError: null })
    })
    return `the shop stops between claiming ${amountCents} of ${left} (${refund.reason} of ${name(refund.paymentId ?? '')}) and asking Mollie`
  })

  // Mollie pays a refund out, fails or cancels it; or one paid out bounces.
  const onItsWay = runRefundsAtMollie.filter((r) => ['queued', 'pending', 'processing'].includes(r.status))
  const paidOut = runRefundsAtMollie.filter((r) => r.status === 'refunded')
  when(onItsWay.length > 0, 4, async () => {
    const refund = choose(onItsWay, step.target)
    const paymentId = paymentOfMollieId(refund.paymentId)
    fake.setRefundStatus(refund.id, step.refundOutcome)
    world.unheard.add(paymentId)
    return `at Mollie a refund of ${refund.amount.value} of ${name(paymentId)} becomes ${step.refundOutcome}; ${await deliver(world, paymentId, step.delivery)}`
  })
  when(paidOut.length > 0, 1, async () => {
    const refund = choose(paidOut, step.target)
    const paymentId = paymentOfMollieId(refund.paymentId)
    fake.setRefundStatus(refund.id, 'failed')
    world.unheard.add(paymentId)
    return `at Mollie a refund of ${refund.amount.value} of ${name(paymentId)} paid out bounces; ${await deliver(world, paymentId, step.delivery)}`
  })

  // The seller pays back (part of) what the shop owes in Mollie's dashboard instead. Its webhook is
  // not lost here: the shop cannot know of it before, and the seller who paid back there does not
  // also pay back or deliver in the shop meanwhile.
  const owedHere = refundRows.filter((r) => {
    if (r.status !== 'owed') return false
    return Math.min(refundLeft(r, attemptsOf(r.id)), remainingAtMollie(mollieIdOf.get(r.paymentId ?? '') ?? '')) > 0
  })
  when(owedHere.length > 0, 1, async () => {
    const refund = choose(owedHere, step.target)
    const paymentId = refund.paymentId ?? ''
    const most = Math.min(refundLeft(refund, attemptsOf(refund.id)), remainingAtMollie(mollieIdOf.get(paymentId) ?? ''))
    const amountCents = step.part === null ? most : 1 + (step.part % most)
    fake.addDashboardRefund(mollieIdOf.get(paymentId) ?? '', amountCents)
    world.unheard.add(paymentId)
    const delivery = step.delivery === 'lost' ? 'now' : step.delivery
    return `the seller pays back ${amountCents} of ${most} (${refund.reason} of ${name(paymentId)}) in Mollie's dashboard; ${await deliver(world, paymentId, delivery)}`
  })

  // The bank takes back all a paid payment still holds at Mollie, or a part of it (decision 052,
  // amended), and may give it back.
  const chargeable = world.payments.filter((p) => remainingAtMollie(p.mollieId) > 0)
  when(chargeable.length > 0, 2, async () => {
    const payment = choose(chargeable, step.target)
    const remaining = remainingAtMollie(payment.mollieId)
    const taken = fake.chargeback(payment.mollieId, step.part === null ? {} : { amountCents: 1 + (step.part % remaining) })
    world.unheard.add(payment.id)
    return `the bank charges ${taken.amount.value} of the ${(remaining / 100).toFixed(2)} left of ${name(payment.id)} back; ${await deliver(world, payment.id, step.delivery)}`
  })
  const standing = fake.chargebacks().filter((c) => c.reversedAt === null && world.payments.some((p) => p.mollieId === c.paymentId))
  when(standing.length > 0, 2, async () => {
    const chargeback = choose(standing, step.target)
    const paymentId = paymentOfMollieId(chargeback.paymentId)
    fake.reverseChargeback(chargeback.id)
    world.unheard.add(paymentId)
    return `the bank reverses the chargeback of ${chargeback.amount.value} of ${name(paymentId)}; ${await deliver(world, paymentId, step.delivery)}`
  })

  // The reconciliation job's round (reconcile-job.ts), past the settle time or past the resend window;
  // more often while an attempt waits for Mollie.
  when(true, attemptRows.some((a) => a.status === 'unknown' || a.status === 'pending') ? 3 : 1, async () => {
    const later = step.far ? JOB_PAST_WINDOW_MS : JOB_SOON_MS
    const refundsChanged = await reconcileOpenRefunds(jobDeps(), new Date(Date.now() + later))
    const chargebacksChanged = await reconcileRecentChargebacks(jobDeps(), new Date(world.startedAt.getTime() - 60_000))
    return `the reconciliation job runs ${later / 60_000} minutes on: ${refundsChanged} attempts and ${chargebacksChanged} chargebacks changed`
  })

  // 'Toch leveren': refused while any refund of the payment may have moved money (decision 052).
  const honourable = refundRows.filter((r) => honourableReasons.includes(r.reason as never) && (r.status === 'owed' || r.status === 'pending'))
  when(honourable.length > 0, 4, async () => {
    const refund = choose(honourable, step.target)
    const paymentId = refund.paymentId ?? ''
    const ofPayment = refundRows.filter((r) => r.paymentId === paymentId)
    const mayHaveMoved =
      ofPayment.some((r) => r.refundedCents > 0) ||
      attemptRows.some((a) => ofPayment.some((r) => r.id === a.refundId) && a.status !== 'failed')
    const response = await admin('POST', `/api/admin/refunds/${refund.id}/honour`)
    if (response.statusCode === 200) {
      world.honoured.set(paymentId, fake.refunds().filter((r) => r.paymentId === mollieIdOf.get(paymentId)).map((r) => r.id))
    }
    // 409 also when the stock no longer allows a line.
    return answered(`the seller honours ${refund.reason} of ${name(paymentId)}`, response, mayHaveMoved ? [409] : [200, 409])
  })

  when(orderRows.some((o) => o.status === 'failed'), 1, async () =>
    answered('the seller removes the failed orders', await admin('DELETE', '/api/orders/failed'), [200]),
  )

  when(paymentRows.length > 0, 1, async () => answered('the seller resets the data', await admin('POST', '/api/reset'), [204]))

  // A month later: every settled payment is older than the watch for a late 'paid', so Reset Data and
  // 'Verwijder mislukte orders' may delete what took no money; the checkouts the shop let go while
  // they were open at Mollie expired there long since. Mollie retries a webhook for a day, so within
  // the month every lost one came. (Had the shop not answered for all that day, a checkout it let go
  // but Mollie got paid would go unseen: nothing asks Mollie about those.)
  const settled = world.payments.filter((p) => {
    const status = paymentOf.get(p.id)?.status
    return status !== undefined && status !== 'open'
  })
  when(settled.length > 0, 1, async () => {
    for (const paymentId of [...world.unheard]) await deliver(world, paymentId, 'now')
    for (const payment of settled) {
      if (fake.payment(payment.mollieId)?.status === 'open') fake.setStatus(payment.mollieId, 'expired')
    }
    await db()
      .update(payments)
      .set({ settledAt: new Date(Date.now() - PAST_THE_WATCH_MS) })
      .where(inArray(payments.id, settled.map((p) => p.id)))
    return `a month passes for ${settled.map((p) => name(p.id)).join(', ')}`
  })

  return actions
}

async function take(step: Step, world: World, books: Books): Promise<string> {
  const actions = possibleActions(step, world, books)
  let rest = step.action % sum(actions.map((a) => a.weight))
  for (const action of actions) {
    if (rest < action.weight) return action.take()
    rest -= action.weight
  }
  throw new Error('no action chosen')
}

/** Up to 40 steps, every length as likely. */
const stepsArbitrary = fc.noBias(fc.array(stepArbitrary, { minLength: 1, maxLength: 40, size: 'max' }))

/** Six sequences in npm test; test:full tries 30 (decision 035); FUZZ_RUNS for a long run. */
const runs = fuzzRuns(6, 30)
/**
 * A sequence takes one to three seconds. Past this budget the runs stop, and a failure found is
 * reported as far as it shrank by then: a minute of shrinking, not the hour it could take.
 */
const budgetMs = runs * 10_000 + 60_000

test('whatever buyers, the seller and Mollie do, and however Mollie fails: every cent Mollie took is kept, owed, paid back or lost to a chargeback, at the shop and at Mollie alike', async () => {
  await fc.assert(
    fc.asyncProperty(shopArbitrary, stepsArbitrary, async (catalog, steps) => {
      await clearShopData(db())
      fake.clearFaults()
      const world: World = {
        products: new Map(),
        payments: [],
        unheard: new Set(),
        honoured: new Map(),
        attempts: new Map(),
        statuses: new Map(),
        settledKeys: new Set(),
        startedAt: new Date(),
        requestsBefore: fake.requests.length,
        keysBefore: fake.idempotencyKeys().length,
        stepRequestsFrom: fake.requests.length,
        name: (paymentId) => `payment #${world.payments.findIndex((p) => p.id === paymentId) + 1}`,
      }
      for (const [index, { stock, priceCents }] of catalog.entries()) {
        const product = await insertProduct(db(), { name: `Booster ${index + 1}`, priceCents, stock })
        world.products.set(product.id, stock)
      }
      const taken: string[] = []
      let books = await readBooks(db())
      for (const step of steps) {
        world.stepRequestsFrom = fake.requests.length
        taken.push(await take(step, world, books))
        books = await readBooks(db())
        expectBooksBalance(fake, world, taken, books)
      }
      // At last every webhook gets through: the shop and Mollie agree on every payment.
      world.stepRequestsFrom = fake.requests.length
      for (const payment of world.payments) await deliver(world, payment.id, 'now')
      taken.push('Mollie gets every webhook through')
      expectBooksBalance(fake, world, taken, await readBooks(db()))
    }),
    // An interrupted run fails rather than passes: fewer sequences than asked were tried.
    { numRuns: runs, plugins: [fc.interruptAfterTimeLimit(budgetMs, { failOnInterrupt: true })] },
  )
}, budgetMs + 30_000)
