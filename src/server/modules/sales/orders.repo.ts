import { and, desc, eq, inArray, ne } from 'drizzle-orm'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import type { Db } from '#server/db/db'
import { orders, payments, products } from '#server/db/schema'
import { listMailByPayment } from '#server/modules/mail/mail.public'
import { shippingOfOrders } from '#server/modules/shipping/shipping.public'

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

type Emails = AdminOrder['emails']

function toAdminOrder({ order, payment, product }: Row, emails: Emails, shipping: AdminOrder['shipping']): AdminOrder {
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
    emails,
    shipping,
  }
}

/**
 * The rows as the admin reads them, each with the e-mails of its payment and where its cards are
 * (decision 022); one query each for the whole list.
 */
async function toAdminOrders(db: Db, rows: Row[]): Promise<AdminOrder[]> {
  const mail = await listMailByPayment(db, [...new Set(rows.map((row) => row.order.paymentId))])
  const shipping = await shippingOfOrders(db, rows.map((row) => row.order.id), new Date())
  return rows.map((row) =>
    toAdminOrder(
      row,
      (mail.get(row.order.paymentId) ?? []).map((m) => ({
        kind: m.kind,
        status: m.status as Emails[number]['status'],
        sentAt: m.sentAt?.toISOString() ?? null,
        createdAt: m.createdAt.toISOString(),
      })),
      shipping.get(row.order.id) ?? null,
    ),
  )
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
  return toAdminOrders(db, rows)
}

export async function findAdminOrder(db: Db, id: number): Promise<AdminOrder | undefined> {
  const [row] = await selectOrders(db).where(eq(orders.id, id)).limit(1)
  return row ? (await toAdminOrders(db, [row]))[0] : undefined
}

/** Orders for the export: the sales, pending and completed, oldest first. */
export async function listOrdersForExport(db: Db): Promise<(AdminOrder & { paymentId: string })[]> {
  const rows = await selectOrders(db)
    .where(and(inArray(orders.status, ['pending', 'completed'])))
    .orderBy(orders.createdAt, orders.id)
  const adminOrders = await toAdminOrders(db, rows)
  return rows.map((row, index) => ({ ...adminOrders[index]!, paymentId: row.order.paymentId }))
}
