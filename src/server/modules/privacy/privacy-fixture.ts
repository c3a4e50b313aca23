import { eq, inArray } from 'drizzle-orm'
import type { Db } from '#server/db/db'
import { orders, payments } from '#server/db/schema'
import { insertPayment } from '#server/testing/factories'

export const DAY_MS = 24 * 60 * 60 * 1000
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS)

/**
 * A paid payment whose orders have the given statuses and completion times, written straight to
 * sales' tables: the retention counts from moments months back, which the API sets to now, and an
 * order completed without a time is a row from before completed_at was kept.
 */
async function paidPayment(db: Db, lines: { status: string; completedDaysAgo?: number }[], username: string) {
  const { paymentId, orders: rows } = await insertPayment(
    db,
    lines.map((line, i) => ({
      productId: null,
      quantity: i + 1,
      unitPriceCents: 1_000 + i,
      productName: `Booster ${i + 1}`,
      status: line.status,
      createdAt: daysAgo(400),
      paidAt: line.status === 'awaiting_payment' ? null : daysAgo(400),
    })),
    { status: lines.every((line) => line.status === 'awaiting_payment') ? 'open' : 'paid', tiktokUsername: username },
  )
  for (const [i, line] of lines.entries()) {
    const completedAt = line.completedDaysAgo === undefined ? null : daysAgo(line.completedDaysAgo)
    await db.update(orders).set({ completedAt }).where(eq(orders.id, rows[i]?.id ?? -1))
  }
  return paymentId
}

/**
 * One payment per case the retention rule must tell apart, every one with the buyer's personal data;
 * only `old` has all its orders completed more than 180 days ago.
 */
export async function insertRetentionCases(db: Db) {
  return {
    old: await paidPayment(db, [{ status: 'completed', completedDaysAgo: 200 }, { status: 'completed', completedDaysAgo: 181 }], 'oudekoper'),
    recent: await paidPayment(db, [{ status: 'completed', completedDaysAgo: 50 }], 'nieuwekoper'),
    partlyOpen: await paidPayment(db, [{ status: 'completed', completedDaysAgo: 200 }, { status: 'pending' }], 'halfklaar'),
    pending: await paidPayment(db, [{ status: 'pending' }], 'wachtend'),
    awaitingPayment: await paidPayment(db, [{ status: 'awaiting_payment' }], 'betaaltnog'),
    completedWithoutTime: await paidPayment(db, [{ status: 'completed' }], 'zondertijd'),
  }
}

export async function readPayments(db: Db, ids: string[]) {
  const rows = await db.select().from(payments).where(inArray(payments.id, ids))
  return new Map(rows.map((row) => [row.id, row]))
}

export async function readOrders(db: Db, paymentId: string) {
  return db.select().from(orders).where(eq(orders.paymentId, paymentId)).orderBy(orders.id)
}
