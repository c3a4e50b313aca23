import { and, eq, inArray } from 'drizzle-orm'
import { canMove, paymentTransitions, type PaymentLifeStatus } from '#shared/domain/money-status'
import type { Tx } from '#server/db/db'
import { payments } from '#server/db/schema/sales'

type PaymentRow = typeof payments.$inferSelect

/**
 * Moves a payment whose status is one of `from` to `to`, in the caller's transaction: every change of
 * a payment's status goes through here (decision 052). A pair the table of shared/domain/money-status.ts
 * does not allow throws before anything is written, and the trigger of migration 0018 refuses any
 * other write. The condition on the current status makes a move happen once: the payment as moved, or
 * undefined when it was not in `from`.
 */
export async function movePayment(
  tx: Tx,
  move: { paymentId: string; from: readonly PaymentLifeStatus[]; to: PaymentLifeStatus; set?: Partial<Pick<PaymentRow, 'settledAt' | 'lateStatus' | 'clientAddress'>> },
): Promise<PaymentRow | undefined> {
  for (const from of move.from) if (!canMove(paymentTransitions, from, move.to)) throw new Error(`a payment may not go from ${from} to ${move.to}`)
  const [row] = await tx
    .update(payments)
    .set({ ...move.set, status: move.to, updatedAt: new Date() })
    .where(and(eq(payments.id, move.paymentId), inArray(payments.status, [...move.from])))
    .returning()
  return row
}
