import { battleSpotProductName } from '#shared/contracts/messages'
import { pointsForOrder } from '#shared/domain/points'
import type { Tx } from '#server/db/db'
import { orders, payments } from '#server/db/schema/sales'
import type { PaymentProvider } from './providers/payment-provider'

/** A Pack Battle spot bought in the shop: the battles module has checked the battle and priced the spot. */
export type SpotCheckout = {
  provider: Pick<PaymentProvider, 'name' | 'expiryMinutes'>
  battle: { id: number; title: string }
  spotNumber: number
  amountCents: number
  tiktokUsername: string
  /** As the buyer typed it, as a checkout keeps it. */
  email: string
  /** The hold's address (holdAddressOf), for the limit on open checkouts per address (decision 017). */
  clientAddress: string
}

/**
 * A Pack Battle spot is a checkout of one line (decision 023): records its payment and its one order in
 * the battle's transaction, which also holds the spot, so a lost race for the spot leaves neither.
 * Returns the payment's id.
 */
export async function recordSpotCheckout(tx: Tx, spot: SpotCheckout): Promise<string> {
  const [payment] = await tx
    .insert(payments)
    .values({
      provider: spot.provider.name,
      amountCents: spot.amountCents,
      // A spot is opened on stream: a live opening without an address (decision 023).
      shippingMethod: 'live',
      shippingCostCents: 0,
      tiktokUsername: spot.tiktokUsername,
      firstName: '',
      lastName: '',
      email: spot.email,
      street: '',
      houseNumber: '',
      postalCode: '',
      city: '',
      country: 'nederland',
      clientAddress: spot.clientAddress,
      expiresAt: new Date(Date.now() + spot.provider.expiryMinutes * 60_000),
    })
    .returning({ id: payments.id })
  if (!payment) throw new Error('payment insert returned no row')
  await tx.insert(orders).values({
    paymentId: payment.id,
    productId: null,
    productName: battleSpotProductName(spot.battle.title, spot.spotNumber),
    unitPriceCents: spot.amountCents,
    quantity: 1,
    tiktokUsername: spot.tiktokUsername,
    points: pointsForOrder(spot.amountCents),
    battleId: spot.battle.id,
    spotNumber: spot.spotNumber,
  })
  return payment.id
}
