import { and, eq, exists, ne, or, sql, type SQL } from 'drizzle-orm'
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '#server/db/db'
import { orders, payments } from '#server/db/schema/sales'

/**
 * What an order-page token opens (decision 022). A link of kind `email` was sent to the payment's
 * e-mail address, so its holder proves they read that mailbox: it opens every order of that address
 * (case-insensitive). A link of kind `browser` is the checkout's answer and proves only that this
 * browser started that checkout (anyone can type someone else's address at checkout): it opens only
 * that payment's orders. Never widened by an empty (anonymised) address, which would match every
 * other anonymised payment. Which payments are in it is a rule about payments, so it is sales'
 * (decision 029); shipping keeps the type to pass it along.
 */
export type Scope = { kind: 'email' | 'payment'; paymentId: string; email: string }

type PaymentColumns = { id: AnyPgColumn; email: AnyPgColumn }

/** The condition on a `payments` row (the table joined in the query, or an alias of it) for a payment within the scope. */
export function paymentInScope(scope: Scope, payment: PaymentColumns = payments): SQL {
  const own = eq(payment.id, scope.paymentId)
  if (scope.kind === 'payment' || scope.email.trim() === '') return own
  return or(own, and(ne(payment.email, ''), sql`lower(${payment.email}) = lower(${scope.email})`)) as SQL
}

// The correlated conditions below read sales' rows under names of their own, so an outer column
// passed in is never taken for the inner table's (were the caller's query over `orders` itself,
// `orders.id = orders.id` would hold for every order and open every order to the scope).
const scopedOrders = alias(orders, 'scoped_orders')
const scopedPayments = alias(payments, 'scoped_payments')

/**
 * Whether the order whose id is `orderId` (a column of the caller's own tables, such as a shipment's
 * order) is within the scope: a condition for another module's statement, so that it reads its own
 * rows of one buyer without reading `orders` or `payments` itself (decision 029).
 */
export function orderInScopeWhere(db: Db | Tx, scope: Scope, orderId: AnyPgColumn | SQL): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(scopedOrders)
      .innerJoin(scopedPayments, eq(scopedPayments.id, scopedOrders.paymentId))
      .where(and(eq(scopedOrders.id, orderId), paymentInScope(scope, scopedPayments))),
  )
}

/** Whether the payment whose id is `paymentId` (a column of the caller's own tables) is within the scope, as orderInScopeWhere. */
export function paymentInScopeWhere(db: Db | Tx, scope: Scope, paymentId: AnyPgColumn | SQL): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(scopedPayments)
      .where(and(eq(scopedPayments.id, paymentId), paymentInScope(scope, scopedPayments))),
  )
}
