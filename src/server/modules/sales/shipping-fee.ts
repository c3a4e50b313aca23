import type { Country } from '#shared/domain/shipping'
import type { Tx } from '#server/db/db'
import { payments } from '#server/db/schema/sales'
import type { PaymentProvider } from './providers/payment-provider'

/** The fee of a shipping request (decision 022), which the shipping module computed from the country. */
export type ShippingFee = {
  provider: Pick<PaymentProvider, 'name' | 'expiryMinutes'>
  amountCents: number
  country: Country
  /** Who asks: the buyer of the order page's token. The address stays on the shipment alone. */
  buyer: { email: string; tiktokUsername: string; firstName: string; lastName: string }
}

/**
 * Records a shipping request's fee as a payment of purpose `shipping` (decision 029), in the
 * transaction that records the request: settled by the one payment life cycle, which hands it to the
 * purpose shipping registered. Returns the payment's id.
 */
export async function recordShippingFee(tx: Tx, fee: ShippingFee, now = new Date()): Promise<string> {
  const [payment] = await tx
    .insert(payments)
    .values({
      purpose: 'shipping',
      provider: fee.provider.name,
      amountCents: fee.amountCents,
      // The whole amount is the shipping of a parcel by PostNL.
      shippingMethod: 'postnl',
      shippingCostCents: fee.amountCents,
      ...fee.buyer,
      street: '',
      houseNumber: '',
      postalCode: '',
      city: '',
      country: fee.country,
      expiresAt: new Date(now.getTime() + fee.provider.expiryMinutes * 60_000),
    })
    .returning({ id: payments.id })
  if (!payment) throw new Error('payment insert returned no row')
  return payment.id
}
