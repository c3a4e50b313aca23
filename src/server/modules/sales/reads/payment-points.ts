import { eq } from 'drizzle-orm'
import type { PaymentPoints } from '#shared/contracts/leaderboard'
import type { Db } from '#server/db/db'
import { orders, payments } from '#server/db/schema/sales'

/**
 * What a checkout earned, for its success page: the payment id is the buyer's proof, as on the
 * return route. Orders the admin created (the test notification) earn nothing, so they are not found.
 * A paid checkout counts the points of the orders the shop kept; an open one, those it will earn.
 */
export async function findPaymentPoints(db: Db, paymentId: string): Promise<PaymentPoints | undefined> {
  const [payment] = await db
    .select({ status: payments.status, provider: payments.provider })
    .from(payments)
    .where(eq(payments.id, paymentId))
  if (!payment || payment.provider === 'manual') return undefined
  const lines = await db.select({ status: orders.status, points: orders.points }).from(orders).where(eq(orders.paymentId, paymentId))
  const sum = (statuses: string[]) =>
    lines.filter((line) => statuses.includes(line.status)).reduce((total, line) => total + line.points, 0)
  if (payment.status === 'paid') return { status: 'paid', points: sum(['pending', 'completed']) }
  if (payment.status === 'open') return { status: 'open', points: sum(['awaiting_payment']) }
  return { status: 'failed', points: 0 }
}
