import { eq } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/db'
import { payments } from '#server/db/schema/sales'

/** Where a payment's buyer lives, as the checkout took it down; a parcel copies it. */
export const addressColumns = {
  firstName: payments.firstName,
  lastName: payments.lastName,
  street: payments.street,
  houseNumber: payments.houseNumber,
  postalCode: payments.postalCode,
  city: payments.city,
  country: payments.country,
}

/**
 * A payment's buyer and address, to fill the buyer's shipping form in (decision 022, 029): the
 * token's own payment only, never another buyer's. Undefined when there is no such payment; blank
 * fields with `anonymisedAt` set once its personal data was anonymised (decision 011).
 */
export async function findPaymentAddress(db: Db | Tx, paymentId: string) {
  const [row] = await db
    .select({
      ...addressColumns,
      email: payments.email,
      tiktokUsername: payments.tiktokUsername,
      anonymisedAt: payments.anonymisedAt,
    })
    .from(payments)
    .where(eq(payments.id, paymentId))
  return row
}

export type PaymentAddress = NonNullable<Awaited<ReturnType<typeof findPaymentAddress>>>
