import { expireDuePayments } from '#server/modules/sales/payment-status.service'
import { createDemoProvider } from '#server/modules/sales/providers/demo-provider'
import type { PaymentProvider } from '#server/modules/sales/providers/payment-provider'
import type { TestApp } from './test-app'

/**
 * The checkout's expiry job, run once as if the clock read `now` (tests turn its timer off), for
 * modules whose payments go through the checkout's life cycle (a Pack Battle spot: decision 023; a
 * shipping fee: decision 029). The demo provider by default; a Mollie shop passes its adapter, so the
 * fake is asked.
 */
export function expireCheckouts(shop: TestApp, now: Date, provider: PaymentProvider = createDemoProvider()): Promise<number> {
  const { database, app } = shop
  return expireDuePayments({ db: database.db, publish: app.realtime.publish, salesHooks: app.salesHooks, provider, log: app.log }, now)
}
