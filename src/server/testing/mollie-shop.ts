import type { App } from '#server/app'
import type { Config } from '#server/config'
import { createMollieProvider } from '#server/modules/sales/providers/mollie-provider'
import type { PaymentProvider } from '#server/modules/sales/providers/payment-provider'
import type { FakeMollie } from './fake-mollie'
import { buildTestApp, type TestApp, type TestAppDeps } from './test-app'

/** The shop's Mollie adapter (the real SDK) pointed at a fake Mollie, for tests of a module's own Mollie payments. */
export function mollieProviderFor(fake: FakeMollie): PaymentProvider {
  return createMollieProvider({ apiKey: fake.apiKey, apiEndpoint: fake.url })
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
