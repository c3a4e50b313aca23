import type { FastifyBaseLogger, FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  checkoutFailureSchema,
  checkoutRequestSchema,
  checkoutSuccessSchema,
  paymentIdParamsSchema,
} from '#shared/contracts/checkout'
import { messages } from '#shared/contracts/messages'
import type { PaymentStatus } from '#shared/domain/order-status'
import { clientAddress } from '#server/platform/client-address'
import { earlyRefusal } from '#server/platform/errors'
import type { CheckoutOutcome, ShopMetrics } from '#server/platform/metrics'
import { refusalStatus } from '#server/platform/refusal'
import { reconcileAfterWebhook } from './reconcile.service'
import { startCheckout, type CheckoutDeps, type CheckoutResult } from './checkout.service'
import { findPayment } from './payments.repo'
import { paymentPurpose } from './payment-purposes'
import { applyPaymentStatus } from './payment-status.service'
import type { PaymentProvider, ProviderPayment } from './providers/payment-provider'
import { ReservationQueue } from './reservation-queue'
import { StockHints } from './stock-hints'

export type CheckoutOptions = Omit<CheckoutDeps, 'publish' | 'log' | 'stockHints' | 'reservations' | 'metrics'> & {
  /** TRUST_PROXY: the client's address is the last X-Forwarded-For entry (platform/client-address.ts). */
  trustProxy: boolean
  /** Checkouts by outcome and payments settled (decision 024). */
  metrics?: ShopMetrics
}

/** How long a sold-out product seen by this instance is refused without asking the database. */
export const STOCK_HINT_MAX_AGE_MS = 2_000
/**
 * Reservations of one product that run at once in one instance (reservation-queue.ts). In the cluster
 * benchmark's drop the 50 sales ended 0.62-0.84 s after sending with one at a time and 0.44-0.65 s with
 * two or four; four leaves most of an instance's ten database connections to everything else.
 */
const RESERVATIONS_PER_PRODUCT = 4

/** Checkout and payment (product.md 12): start, the provider's return and webhook. */
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutOptions> = async (app, options) => {
  const stockHints = new StockHints(STOCK_HINT_MAX_AGE_MS)
  app.realtime.onEvent((event) => stockHints.follow(event))
  const deps: CheckoutDeps = {
    ...options,
    publish: (event) => app.realtime.publish(event),
    log: app.log,
    stockHints,
    reservations: new ReservationQueue(RESERVATIONS_PER_PRODUCT),
  }
  const { db, provider, trustProxy, metrics, salesHooks } = options
  const countCheckout = (outcome: CheckoutOutcome) => metrics?.checkouts.inc({ outcome })

  app.post(
    '/api/payments',
    {
      config: { access: 'public' },
      // product.md 12.1: a refusal is `{success: false, message}`, invalid input included.
      attachValidation: true,
      // Broken JSON, a wrong content type or another site's page fail before the handler; answer them
      // in the same shape.
      errorHandler: (error, _request, reply) => {
        const { status, message } = earlyRefusal(error)
        countCheckout('refused_other')
        return reply.code(status).send({ success: false as const, message })
      },
      schema: {
        body: checkoutRequestSchema,
        response: { 200: checkoutSuccessSchema, '4xx': checkoutFailureSchema, 502: checkoutFailureSchema },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        const message = request.validationError.validation[0]?.message ?? messages.invalidInput
        countCheckout('refused_other')
        return reply.code(400).send({ success: false as const, message })
      }
      const result = await startCheckout(deps, request.body, { address: clientAddress(request, trustProxy) })
      countCheckout(outcomeOf(result))
      if (result.ok) {
        return { success: true as const, url: result.url, paymentId: result.paymentId, orderPageToken: result.orderPageToken }
      }
      if (result.kind === 'too_many') void reply.header('retry-after', String(result.retryAfterSeconds))
      // Too little stock names the line and what is left, so the cart shows it there (decision 054).
      const shortage = 'shortage' in result ? result.shortage : undefined
      return reply.code(refusalStatus[result.kind]).send({ success: false as const, message: result.message, ...(shortage ? { shortage } : {}) })
    },
  )

  // The provider sends the buyer here; the status is looked up, never read from the URL.
  app.get(
    '/api/payments/:id/return',
    { config: { access: 'public' }, schema: { params: paymentIdParamsSchema } },
    async (request, reply) => {
      const payment = await findPayment(db, request.params.id)
      if (!payment) return reply.redirect('/payment/error')
      let status = payment.status as PaymentStatus
      if (status === 'open' && payment.providerPaymentId) {
        status = await refreshFromProvider(provider, payment.providerPaymentId, request.log)
        if (status !== 'open') await applyPaymentStatus(db, deps.publish, salesHooks, payment.id, status, metrics)
      }
      // A payment of another purpose (a shipping fee: decision 029) has a page of its own, which reads
      // the status itself.
      if (payment.purpose !== 'checkout') {
        return reply.redirect((await paymentPurpose(payment.purpose).returnPath(db, payment.id)) ?? '/payment/error')
      }
      // Open means the provider is still confirming (product.md 2.8: 'being processed').
      const page = status === 'paid' || status === 'open' ? '/payment/success' : '/payment/error'
      return reply.redirect(`${page}?payment=${payment.id}`)
    },
  )

  // Mollie posts `id=tr_…` form-encoded. We fetch the status from Mollie rather than trust the POST,
  // and answer 200 even for an unknown id (Mollie retries otherwise; an attacker learns nothing).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  // Every payment's webhook, whatever it pays for (decision 029).
  const webhookSchema = { body: z.object({ id: z.string().max(64) }).partial() }
  app.post('/api/payments/webhook', { config: { access: 'public' }, schema: webhookSchema }, (request, reply) =>
    onWebhook(request.body.id, request.log, reply),
  )
  // Shipping fees paid before decision 029 were created at Mollie with these URLs; Mollie keeps
  // calling them and sending the buyer back to them. The fee's payment kept the request's id.
  app.post('/api/shipping-requests/webhook', { config: { access: 'public' }, schema: webhookSchema }, (request, reply) =>
    onWebhook(request.body.id, request.log, reply),
  )
  app.get(
    '/api/shipping-requests/:id/return',
    { config: { access: 'public' }, schema: { params: paymentIdParamsSchema } },
    async (request, reply) => reply.redirect(`/api/payments/${request.params.id}/return`),
  )

  async function onWebhook(providerPaymentId: string | undefined, log: FastifyBaseLogger, reply: FastifyReply) {
    const payment = providerPaymentId ? await findPayment(db, { providerPaymentId }) : undefined
    // A settled payment is asked too: a different late status (Mollie's 'paid' after the expiry
    // job gave up) must be recorded, not dropped; applying it changes nothing else.
    if (payment && providerPaymentId) {
      let known: ProviderPayment
      try {
        known = await provider.fetchPayment(providerPaymentId)
      } catch (error) {
        // Not 2xx, so Mollie retries later; a rotated API key shows up in the log, not in silence.
        log.error({ err: error, paymentId: payment.id }, 'webhook: could not fetch the status from the provider')
        return reply.code(503).send()
      }
      if (known.status !== 'open') await applyPaymentStatus(db, deps.publish, salesHooks, payment.id, known.status, metrics)
      // Mollie calls the payment's webhook when one of its refunds or chargebacks changes too (decision 052).
      await reconcileAfterWebhook({ db, publish: deps.publish, provider, salesHooks, log }, payment.id, known)
    }
    return reply.code(200).send()
  }
}

/** 409 for stock apart from the other refusals: a drop selling out is news, a typo is not (decision 024). */
function outcomeOf(result: CheckoutResult): CheckoutOutcome {
  if (result.ok) return 'started'
  if (result.kind === 'provider_failed') return 'provider_down'
  return 'soldOut' in result && result.soldOut ? 'refused_stock' : 'refused_other'
}

async function refreshFromProvider(
  provider: PaymentProvider,
  providerPaymentId: string,
  log: { warn: (obj: object, msg: string) => void },
) {
  try {
    return (await provider.fetchPayment(providerPaymentId)).status
  } catch (error) {
    log.warn({ err: error }, 'could not ask the provider for the status on return')
    return 'open' as const
  }
}
