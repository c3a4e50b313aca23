import { eq } from 'drizzle-orm'
import type { ShipmentStatus } from '#shared/contracts/shipping'
import type { Db } from '#server/db/db'
import { orders as ordersTable } from '#server/db/schema'
import { insertPayment, insertShippingRequest } from '#server/testing/factories'

/**
 * Rows for the shipping desk's tests, written straight to the database: paid live orders of a given
 * age, and shipping requests in any state, as the buyer's request and its payment would have left
 * them (decision 022), without going through the request's routes. Sales' rows too (insertPayment,
 * insertShippingFee): the desk sorts and keeps by the moments of payment and opening, which the API
 * sets to now.
 */

const dayMs = 24 * 60 * 60 * 1000
export const daysAgo = (days: number, now = Date.now()) => new Date(now - days * dayMs)

/** A live checkout paid at `paidAt` with one order, in the queue ('pending') or opened ('completed', at `paidAt`). */
export async function insertPaidLiveOrder(
  db: Db,
  options: { paidAt: Date; productName?: string; quantity?: number; tiktokUsername?: string; status?: 'pending' | 'completed' },
) {
  const { orders } = await insertPayment(
    db,
    [
      {
        productId: null,
        quantity: options.quantity ?? 1,
        productName: options.productName ?? 'Booster Pack – Testvlam',
        status: options.status ?? 'pending',
        createdAt: options.paidAt,
        paidAt: options.paidAt,
      },
    ],
    { status: 'paid', tiktokUsername: options.tiktokUsername ?? 'pieter' },
  )
  const [order] = orders
  if (!order) throw new Error('insertPaidLiveOrder made no order')
  if (order.status !== 'completed') return order
  // Opened on stream when it was paid, as on a live stream: its 45 days count from then (decision 028).
  const [opened] = await db.update(ordersTable).set({ completedAt: options.paidAt }).where(eq(ordersTable.id, order.id)).returning()
  return opened ?? order
}

/** Where a request's parcel goes: distinctive values, so a test can find each in the desk and export. */
export const requestAddress = {
  email: 'marloes.verzendt@example.nl',
  tiktokUsername: 'marloes',
  firstName: 'Marloes',
  lastName: 'de Pakketbode',
  street: 'Verzendlaan',
  houseNumber: '42a',
  postalCode: '1234 AB',
  city: 'Postdam',
  country: 'nederland',
} as const

/**
 * A shipping request for `orderIds`: waiting for its payment, paid ('to_pack', on the desk since
 * `readyAt`), sent, or cancelled (its links inactive, as a payment that did not go through leaves them).
 */
export async function insertRequestParcel(
  db: Db,
  orderIds: number[],
  options: {
    status?: ShipmentStatus
    readyAt?: Date
    feeCents?: number
    address?: Partial<Record<keyof typeof requestAddress, string>>
    trackingCode?: string
  } = {},
) {
  const { address, ...values } = options
  const row = await insertShippingRequest(db, orderIds, { ...values, ...requestAddress, ...address })
  return { id: row.id, number: row.number, reference: `V${row.number}` }
}
