import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { attemptTransitions, canMove, paymentTransitions, refundTransitions } from '#shared/domain/money-status'
import { payments, refundAttempts, refunds } from '#server/db/schema'
import type { Db } from '#server/db/db'
import type { PaymentStatus } from '#shared/domain/order-status'
import { insertShippingFee } from '#server/testing/factories'
import { useTestDatabase } from '#server/testing/use-test-shop'

// Decision 052: a payment, a refund and a refund attempt change status only along their tables, in the
// code (shared/domain/money-status.ts) and in the database (the triggers of migration 0018), and the
// two agree.

const database = useTestDatabase()
const db = () => database.db

type Table = Record<string, readonly string[]>
const pairsOf = (table: Table) =>
  Object.keys(table).flatMap((from) => Object.keys(table).filter((to) => to !== from).map((to) => [from, to] as const))

/** What the write did: moved, or the trigger's refusal. */
async function attempt(write: Promise<unknown>): Promise<string> {
  const error: unknown = await write.then(() => undefined, (e: unknown) => e)
  if (error === undefined) return 'moved'
  return error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error)
}

/** A payment written in `status` straight away (the triggers guard changes, not new rows). */
function paymentIn(status: string): Promise<string> {
  return insertShippingFee(db(), { status: status as PaymentStatus })
}

async function refundIn(status: string): Promise<number> {
  const [row] = await db()
    .insert(refunds)
    .values({ key: `test:${Math.random()}`, reason: 'order_cancelled', description: 'x', amountCents: 100, status, tiktokUsername: 't', email: 'e@x.nl' })
    .returning({ id: refunds.id })
  return row?.id ?? 0
}

async function attemptIn(status: string): Promise<number> {
  const refundId = await refundIn('pending')
  const [row] = await db()
    .insert(refundAttempts)
    .values({ refundId, amountCents: 100, status, idempotencyKey: `test-${Math.random()}`, provider: 'mollie' })
    .returning({ id: refundAttempts.id })
  return row?.id ?? 0
}

function expectAgreement(table: Table, from: string, to: string, outcome: string, what: string) {
  if (canMove(table, from, to)) expect(outcome, `${what} ${from} → ${to}`).toBe('moved')
  else expect(outcome).toMatch(new RegExp(`${what} .* may not go from ${from} to ${to}`))
}

test.each(pairsOf(paymentTransitions))('the database lets a payment go from %s to %s exactly when the table does', async (from, to) => {
  const id = await paymentIn(from)
  const outcome = await attempt(db().execute(sql`update ${payments} set status = ${to} where ${payments.id} = ${id}`))
  expectAgreement(paymentTransitions, from, to, outcome, 'payment')
})

test.each(pairsOf(refundTransitions))('the database lets a refund go from %s to %s exactly when the table does', async (from, to) => {
  const id = await refundIn(from)
  const outcome = await attempt(db().execute(sql`update ${refunds} set status = ${to} where ${refunds.id} = ${id}`))
  expectAgreement(refundTransitions, from, to, outcome, 'refund')
})

test.each(pairsOf(attemptTransitions))('the database lets a refund attempt go from %s to %s exactly when the table does', async (from, to) => {
  const id = await attemptIn(from)
  const outcome = await attempt(db().execute(sql`update ${refundAttempts} set status = ${to} where ${refundAttempts.id} = ${id}`))
  expectAgreement(attemptTransitions, from, to, outcome, 'refund attempt')
})

test('an attempt’s idempotency key is its own: the database refuses a second attempt under it', async () => {
  const refundId = await refundIn('pending')
  const insert = (amountCents: number) =>
    (db() as Db).insert(refundAttempts).values({ refundId, amountCents, idempotencyKey: 'refund-attempt-same', provider: 'mollie' })
  await insert(100)
  expect(await attempt(insert(50))).toMatch(/unique|duplicate/i)
})
