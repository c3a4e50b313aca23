import { beforeAll, beforeEach } from 'vitest'
import type { App } from '#server/app'
import type { Config } from '#server/config'
import { createMollieProvider } from '#server/modules/sales/providers/mollie-provider'
import type { PaymentProvider } from '#server/modules/sales/providers/payment-provider'
import type { FakeMollie } from './fake-mollie'
import { clearShopData } from './factories'
import { buildTestApp, injectAsAdmin, loginAsAdmin, type TestApp, type TestAppDeps } from './test-app'
import { useFakeMollie, useTestApp } from './use-test-shop'

/**
 * The shop's Mollie adapter (the real SDK) pointed at a fake Mollie, for tests of a module's own Mollie
 * payments; `timeoutMs` shortens how long the shop waits for an answer (10 s by default).
 */
export function mollieProviderFor(fake: FakeMollie, options: { timeoutMs?: number } = {}): PaymentProvider {
  return createMollieProvider({ apiKey: fake.apiKey, apiEndpoint: fake.url, ...options })
}

/** The shop with PAYMENT_PROVIDER=mollie, its adapter pointed at the fake, on its own database unless `deps` names one. */
export function buildMollieTestApp(fake: FakeMollie, overrides: Partial<Config> = {}, deps: TestAppDeps = {}): Promise<TestApp> {
  return buildTestApp(
    { paymentProvider: 'mollie', mollieApiKey: fake.apiKey, ...overrides },
    { paymentProvider: mollieProviderFor(fake), ...deps },
  )
}

/** Mollie's webhook call for a payment: a form-encoded `id=tr_…`, without Origin or cookies. */
export function mollieWebhook(app: App, molliePaymentId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ id: molliePaymentId }).toString(),
  })
}

export type MollieAdminShop = {
  fake: FakeMollie
  shop: TestApp
  /** A request with the admin's session. */
  admin(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>): ReturnType<typeof injectAsAdmin>
  /** What the reconciliation with Mollie runs with (decision 052), for a test that runs a round by hand. */
  moneyDeps(): MoneyDeps
}

export type MoneyDeps = {
  db: TestApp['database']['db']
  publish: App['realtime']['publish']
  provider: PaymentProvider
  salesHooks: App['salesHooks']
  log: App['log']
}

/**
 * For a test file: a fake Mollie and the shop with PAYMENT_PROVIDER=mollie talking to it (its expiry
 * job's timer off: a test runs it), emptied before each test, and the admin's requests to it.
 */
export function useMollieAdminShop(): MollieAdminShop {
  const fake = useFakeMollie()
  const shop = useTestApp(() => buildMollieTestApp(fake, { publicUrl: 'https://shop.example.nl' }, { expiryIntervalMs: 0 }))
  let cookie = ''
  beforeAll(async () => {
    cookie = await loginAsAdmin(shop.app)
  })
  beforeEach(() => clearShopData(shop.database.db))
  return {
    fake,
    shop,
    admin: (method, url, payload) => injectAsAdmin(shop.app, cookie, { method, url, payload }),
    moneyDeps: () => ({
      db: shop.database.db,
      publish: shop.app.realtime.publish,
      provider: mollieProviderFor(fake),
      salesHooks: shop.app.salesHooks,
      log: shop.app.log,
    }),
  }
}
