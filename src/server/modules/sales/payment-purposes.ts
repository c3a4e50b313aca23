import type { DemoPayment } from '#shared/contracts/checkout'
import type { PaymentPurposeName, PaymentStatus } from '#shared/domain/order-status'
import type { Db, Tx } from '#server/db/db'
import type { Publish } from '#server/platform/events'

/**
 * What a payment is for (decision 029). A `checkout` (a cart or a Pack Battle spot) is sales' own: its
 * orders point at the payment. Any other purpose belongs to the module that asked for the money and
 * registers here what its payment does, so the one life cycle (webhook, return, expiry with grace, demo
 * page, late status, refunds) serves it without sales knowing that module.
 */
export type { PaymentPurposeName }

/** What a module's payment does when it settles, and how it reads to the buyer and the seller. */
export type PaymentPurpose = {
  /**
   * In the transaction that moves the payment out of 'open', once: paid, or failed, cancelled or
   * expired. What it returns runs after the commit (its realtime events).
   */
  settle(tx: Tx, paymentId: string, status: Exclude<PaymentStatus, 'open'>): Promise<(publish: Publish) => Promise<void>>
  /** What was paid for, one line: the refund's description and the demo page's line. */
  describe(db: Db | Tx, paymentId: string): Promise<DemoPayment['lines'][number] | undefined>
  /** The page the provider's return route sends the buyer to (the route looked the status up first). */
  returnPath(db: Db, paymentId: string): Promise<string | undefined>
}

const registered = new Map<Exclude<PaymentPurposeName, 'checkout'>, PaymentPurpose>()

/** A module registers its purpose when its plugin is loaded: before the first payment can be made. */
export function registerPaymentPurpose(name: Exclude<PaymentPurposeName, 'checkout'>, purpose: PaymentPurpose): void {
  registered.set(name, purpose)
}

/** The registered purpose of a payment that is not a checkout; throws (rolling back) for one nobody registered. */
export function paymentPurpose(name: string): PaymentPurpose {
  const purpose = registered.get(name as Exclude<PaymentPurposeName, 'checkout'>)
  if (!purpose) throw new Error(`no payment purpose '${name}' is registered`)
  return purpose
}
