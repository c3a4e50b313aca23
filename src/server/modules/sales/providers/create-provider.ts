import type { Config } from '#server/config'
import { createDemoProvider } from './demo-provider'
import { createMollieProvider } from './mollie-provider'
import type { PaymentProvider } from './payment-provider'

export function createPaymentProvider(config: Pick<Config, 'paymentProvider' | 'mollieApiKey'>): PaymentProvider {
  if (config.paymentProvider === 'mollie') {
    // config.ts refuses 'mollie' without a key; this guards a Config built by hand.
    if (!config.mollieApiKey) throw new Error('MOLLIE_API_KEY is required for Mollie')
    return createMollieProvider({ apiKey: config.mollieApiKey })
  }
  return createDemoProvider()
}
