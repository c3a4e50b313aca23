import { and, desc, eq, inArray, ne } from 'drizzle-orm'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import type { Db } from '#server/db/db'
import { orders, payments, products } from '#server/db/schema'

const columns = {
  order: orders,
  payment: {
    firstName: payments.firstName,
    lastName: payments.lastName,
    email: payments.email,
    street: payments.street,
    houseNumber: payments.houseNumber,
    postalCode: payments.postalCode,
    city: payments.city,
    country: payments.country,
    shippingMethod: payments.shippingMethod,
    shippingCostCents: payments.shippingCostCents,
  },
  product: { name: products.name, imageUrl: products.imageUrl, priceCents: products.priceCents },
}

type Row = {
  order: typeof orders.$inferSelect
  payment: {
    firstName: string
    lastName: string
    email: string
    street: string
    houseNumber: string
    postalCode: string
    city: string
    country: string
    shippingMethod: string
    shippingCostCents: number
  }
  product: { name: string; imageUrl: string; priceCents: number } | null
}

function toAdminOrder({ order, payment, product }: Row): AdminOrder {
  return {
    id: order.id,
    status: order.status as AdminOrder['status'],
    quantity: order.quantity,
    tiktokUsername: order.tiktokUsername,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    productId: order.productId,
    product: product ? { name: product.name, imageUrl: product.imageUrl, price: product.priceCents } : null,
    productName: order.productName,
    unitPrice: order.unitPriceCents,
    totalCents: order.unitPriceCents * order.quantity,
    points: order.points,
    shippingMethod: payment.shippingMethod,
    shippingCost: payment.shippingCostCents,
    email: payment.email,
    shippingInfo: {
      name: `${payment.firstName} ${payment.lastName}`.trim(),
      address: `${payment.street} ${payment.houseNumber}`.trim(),
      city: payment.city,
      postalCode: payment.postalCode,
      country: payment.country,
    },
  }
}

function selectOrders(db: Db) {
  return db
    .select(columns)
    .from(orders)
    .innerJoin(payments, eq(payments.id, orders.paymentId))
    .leftJoin(products, eq(products.id, orders.productId))
}

/** Every order the admin sees (not those still waiting for their payment), newest first. */
export async function listAdminOrders(db: Db): Promise<AdminOrder[]> {
  const rows = await selectOrders(db)
    .where(ne(orders.status, 'awaiting_payment'))
    .orderBy(desc(orders.createdAt), desc(orders.id))
  return rows.map(toAdminOrder)
}

export async function findAdminOrder(db: Db, id: number): Promise<AdminOrder | undefined> {
  const [row] = await selectOrders(db).where(eq(orders.id, id)).limit(1)
  return row ? toAdminOrder(row) : undefined
}

/** Orders for the export: the sales, pending and completed, oldest first. */
export async function listOrdersForExport(db: Db): Promise<(AdminOrder & { paymentId: string })[]> {
  const rows = await selectOrders(db)
    .where(and(inArray(orders.status, ['pending', 'completed'])))
    .orderBy(orders.createdAt, orders.id)
  return rows.map((row) => ({ ...toAdminOrder(row), paymentId: row.order.paymentId }))
}
