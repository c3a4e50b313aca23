import { request as playwrightRequest, type APIRequestContext } from 'playwright-core'
import { startFakeMollie, trustSelfSignedCertificates, type FakeMollie } from '#server/testing/fake-mollie'
import { mollieProviderFor } from '#server/testing/mollie-shop'
import { checkoutWithOrderPage } from './buyer-api'
import { startShop, type ShopServer } from './shop-server'

export type MollieShop = {
  shop: ShopServer
  /** Mollie's side: a test pays, refunds, charges back or loses an answer here (fake-mollie.ts). */
  fake: FakeMollie
  /**
   * A buyer's checkout through the API, as the cart sends it: the payment at Mollie (tr_…) and the key
   * to the buyer's order page.
   */
  checkOut(
    buyerApi: APIRequestContext,
    order: { tiktokUsername: string; productId: number; quantity?: number; shippingMethod?: 'live' | 'postnl' },
  ): Promise<{ molliePaymentId: string; orderPageToken: string }>
  /**
   * Mollie calls the shop's webhook for the payment, as it does when the payment, one of its refunds
   * or a chargeback changes: over HTTP, form-encoded `id=tr_…`, without Origin or cookies.
   */
  webhook(molliePaymentId: string): Promise<void>
  /** The buyer pays at Mollie, and Mollie tells the shop. */
  pay(molliePaymentId: string): Promise<void>
  close(): Promise<void>
}

/**
 * The whole shop with PAYMENT_PROVIDER=mollie (startShop), its Mollie adapter (the real SDK) pointed at
 * a fake Mollie over https. This worker accepts the fake's self-signed certificate until close(). The
 * shop's own expiry and reconciliation jobs are off: Mollie's webhooks, which the spec sends, move the
 * money, so a scene stays as the spec set it. The shop waits `timeoutMs` for an answer from Mollie.
 */
export async function startMollieShop(options: { timeoutMs: number }): Promise<MollieShop> {
  const restoreTls = trustSelfSignedCertificates()
  const opened: { fake?: FakeMollie; shop?: ShopServer; mollie?: APIRequestContext } = {}
  const close = async () => {
    await opened.mollie?.dispose()
    await opened.shop?.close()
    await opened.fake?.close()
    restoreTls()
  }
  try {
    const fake = (opened.fake = await startFakeMollie())
    const shop = (opened.shop = await startShop(
      // As `npm start` would take it: on Mollie with this machine's address and no mail server, main.ts
      // starts a shop only with ALLOW_INCOMPLETE_SETUP (the back office then says it is not ready).
      { PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: fake.apiKey, ALLOW_INCOMPLETE_SETUP: 'true' },
      { paymentProvider: mollieProviderFor(fake, { timeoutMs: options.timeoutMs }), expiryIntervalMs: 0 },
    ))
    const mollie = (opened.mollie = await playwrightRequest.newContext())
    const webhook = async (molliePaymentId: string) => {
      const answer = await mollie.post(`${shop.baseUrl}/api/payments/webhook`, { form: { id: molliePaymentId } })
      if (!answer.ok()) throw new Error(`the webhook for ${molliePaymentId} answered ${answer.status()}`)
    }
    return {
      shop,
      fake,
      async checkOut(buyerApi, order) {
        // The answer's URL is Mollie's checkout page, which ends in the payment's token.
        const { paymentId: token, orderPageToken } = await checkoutWithOrderPage(buyerApi, shop.baseUrl, order)
        const payment = fake.payments().find((candidate) => candidate._links.checkout?.href.endsWith(`/${token}`))
        if (!payment) throw new Error(`no payment at the fake Mollie for the checkout of ${order.tiktokUsername}`)
        return { molliePaymentId: payment.id, orderPageToken }
      },
      webhook,
      async pay(molliePaymentId) {
        fake.setStatus(molliePaymentId, 'paid')
        await webhook(molliePaymentId)
      },
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}
