import type { AnsweredCheckout } from './drop'

/** A read-only SQL query on the shop's database as it was left. */
export type Query = <Row>(text: string) => Promise<Row[]>

/** What the shop confirmed, so what must still be there. */
export type Ledger = {
  /** Every product the seller added: productId -> the stock it started with. */
  initialStock: Map<number, number>
  /** Every checkout answered with success, with the outcome the demo page confirmed. */
  checkouts: AnsweredCheckout[]
}

export type AuditResult = {
  violations: string[]
  payments: number
  orders: number
  /** Units per state, over every product. */
  units: { inStock: number; reserved: number; sold: number }
}

type PaymentRow = { id: string; status: string; orders: { productId: number | null; quantity: number; status: string }[] }

/** The order statuses each payment status allows: a checkout is written and settled whole or not at all. */
const orderStatusesFor: Record<string, string[]> = {
  open: ['awaiting_payment'],
  paid: ['pending', 'completed'],
  failed: ['failed'],
  canceled: ['failed'],
  expired: ['failed'],
}

/**
 * Checks the database against the ledger: every checkout answered with success still exists with
 * its lines, every confirmed payment kept its outcome, no payment lost its orders or settled half,
 * and for every product: initial stock = stock + reserved (awaiting payment) + sold (paid).
 */
export async function auditShopData(query: Query, ledger: Ledger): Promise<AuditResult> {
  const violations: string[] = []
  const payments = await query<PaymentRow>(`
    select p.id::text as id, p.status,
      coalesce(json_agg(json_build_object('productId', o.product_id, 'quantity', o.quantity, 'status', o.status))
        filter (where o.id is not null), '[]') as orders
    from payments p left join orders o on o.payment_id = p.id group by p.id`)
  const byId = new Map(payments.map((p) => [p.id, p]))

  for (const payment of payments) {
    if (payment.orders.length === 0) violations.push(`payment ${payment.id} has no orders`)
    const allowed = orderStatusesFor[payment.status] ?? []
    const wrong = payment.orders.filter((o) => !allowed.includes(o.status))
    if (wrong.length > 0) {
      violations.push(`payment ${payment.id} is ${payment.status} but has orders ${wrong.map((o) => o.status).join(', ')}`)
    }
  }

  for (const checkout of ledger.checkouts) {
    const payment = byId.get(checkout.paymentId)
    if (!payment) {
      violations.push(`checkout ${checkout.paymentId} was answered with success but is gone`)
      continue
    }
    const found = new Map<number, number>()
    for (const o of payment.orders) if (o.productId !== null) found.set(o.productId, (found.get(o.productId) ?? 0) + o.quantity)
    if (!sameLines(found, checkout.lines)) {
      violations.push(`checkout ${checkout.paymentId} has lines ${describe(found)}, asked ${describe(checkout.lines)}`)
    }
    if (checkout.outcome && payment.status !== checkout.outcome) {
      violations.push(`checkout ${checkout.paymentId} was confirmed ${checkout.outcome} but is ${payment.status}`)
    }
  }

  const products = await query<{ id: number; stock: number }>('select id, stock from products')
  const counts = await query<{ productId: number; status: string; quantity: number }>(`
    select product_id as "productId", status, sum(quantity)::int as quantity
    from orders where product_id is not null group by product_id, status`)
  const units = { inStock: 0, reserved: 0, sold: 0 }
  for (const product of products) {
    const initial = ledger.initialStock.get(product.id)
    const mine = counts.filter((c) => c.productId === product.id)
    const reserved = sum(mine.filter((c) => c.status === 'awaiting_payment'))
    const sold = sum(mine.filter((c) => c.status === 'pending' || c.status === 'completed'))
    units.inStock += product.stock
    units.reserved += reserved
    units.sold += sold
    if (initial === undefined) violations.push(`product ${product.id} was never added by the seller`)
    else if (initial !== product.stock + reserved + sold) {
      violations.push(
        `product ${product.id}: started with ${initial}, now stock ${product.stock} + reserved ${reserved} + sold ${sold}`,
      )
    }
  }
  for (const id of ledger.initialStock.keys()) {
    if (!products.some((p) => p.id === id)) violations.push(`product ${id} was added by the seller but is gone`)
  }

  const orders = payments.reduce((n, p) => n + p.orders.length, 0)
  return { violations, payments: payments.length, orders, units }
}

function sum(rows: { quantity: number }[]): number {
  return rows.reduce((n, r) => n + r.quantity, 0)
}

function sameLines(a: Map<number, number>, b: Map<number, number>): boolean {
  return a.size === b.size && [...a].every(([id, quantity]) => b.get(id) === quantity)
}

function describe(lines: Map<number, number>): string {
  return [...lines].map(([id, quantity]) => `${quantity}x#${id}`).join(' ') || 'none'
}
