import type { App } from '#server/app'
import type { Db } from '#server/db/db'
import { listOrdersOfPaymentIn, type MovedOrder } from '#server/modules/sales/sales.public'

/**
 * Sales' chargeback hooks called by hand (decision 052), as sales calls them in the transaction that
 * records a chargeback or its reversal: for the tests of what the modules above sales do, apart from
 * how sales learns of a chargeback. The orders passed are the payment's kept ones (in the queue or
 * opened), as sales' MovedOrder rows.
 */

/** The payment's orders the shop keeps (pending or completed), as sales hands them to its hooks. */
export function keptOrdersOf(db: Db, paymentId: string): Promise<MovedOrder[]> {
  return listOrdersOfPaymentIn(db, paymentId)
}

/** The bank took the payment back: `paymentChargedBack` with the payment's kept orders, in a transaction. */
export async function chargeBack(app: App, db: Db, paymentId: string) {
  const kept = await keptOrdersOf(db, paymentId)
  return db.transaction((tx) => app.salesHooks.paymentChargedBack(tx, { paymentId, orders: kept }))
}

/** The chargeback was reversed: `chargebackReversed` with these orders (by default the payment's kept ones). */
export async function reverseChargeback(app: App, db: Db, paymentId: string, keptAgain?: MovedOrder[]) {
  const kept = keptAgain ?? (await keptOrdersOf(db, paymentId))
  return db.transaction((tx) => app.salesHooks.chargebackReversed(tx, { paymentId, orders: kept }))
}
