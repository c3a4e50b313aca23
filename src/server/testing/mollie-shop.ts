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
