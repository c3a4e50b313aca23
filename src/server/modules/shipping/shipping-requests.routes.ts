import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorAnswerSchema } from '#shared/contracts/errors'
import { messages } from '#shared/contracts/messages'
import {
  shipmentIdParamsSchema,
  shippingRequestBodySchema,
  shippingRequestStartedSchema,
  shippingRequestStatusSchema,
  type ShipmentStatus,
} from '#shared/contracts/shipping'
import type { PaymentStatus } from '#shared/domain/order-status'
import { HttpError } from '#server/platform/errors'
import { shippingDemoRoutes } from './shipping-demo.routes'
import { applyShipmentStatus, expireDueShipmentPayments } from './shipping-payment.service'
import { findShipment } from './shipping-requests.repo'
import { startShippingRequest, type ShippingRequestDeps } from './shipping-requests.service'

export type ShippingRequestOptions = Omit<ShippingRequestDeps, 'publish' | 'log'> & {
  /** How often unpaid requests are looked for; 0 turns the job off (tests run it by hand). The checkout's interval. */
  expiryIntervalMs: number
}

/**
 * The buyer's shipping requests for held cards (product.md 2.13, decision 022), paid as a checkout is
 * (product.md 12): start, the provider's return and webhook, the status for the return page, the
 * expiry job, and with PAYMENT_PROVIDER=demo the demo payment page.
 */
export const shippingRequestsRoutes: FastifyPluginAsyncZod<ShippingRequestOptions> = async (app, options) => {
  const { db, provider } = options
  const publish = app.realtime.publish
  const deps: ShippingRequestDeps = { ...options, publish, log: app.log }

  app.post(
    '/api/shipping-requests',
    {
      config: { access: 'public' },
      schema: {
        body: shippingRequestBodySchema,
        response: { 201: shippingRequestStartedSchema, '4xx': errorAnswerSchema, 502: errorAnswerSchema },
      },
      // A malformed token (missing, over-long) is answered as the order page answers any wrong token
      // (decision 021); any other invalid input gets the platform's 400 with the first message (product.md 5).
      errorHandler: (error, _request, reply) => {
        if (hasZodFastifySchemaValidationErrors(error) && error.validation.some((issue) => issue.instancePath.startsWith('/token'))) {
          return reply.code(404).send({ message: messages.orderPageNotFound })
        }
        throw error
      },
    },
    async (request, reply) => {
      const result = await startShippingRequest(deps, request.body)
      if (!result.ok) return reply.code(result.status).send({ message: result.message })
      return reply.code(201).send({ id: result.id, url: result.url })
    },
  )

  // For the page the provider sends the buyer back to (/verzending/{id}); the random id is the key.
  app.get(
    '/api/shipping-requests/:id/status',
    {
      config: { access: 'public' },
      schema: { params: shipmentIdParamsSchema, response: { 200: shippingRequestStatusSchema, 404: errorAnswerSchema } },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store')
      const shipment = await findShipment(db, { id: request.params.id })
      if (!shipment) throw new HttpError(404, messages.shipmentNotFound)
      return {
        status: shipment.status as ShipmentStatus,
        paymentStatus: shipment.paymentStatus as PaymentStatus | null,
      }
    },
  )

  // The provider sends the buyer here; the status is looked up, never read from the URL.
  app.get(
    '/api/shipping-requests/:id/return',
    { config: { access: 'public' }, schema: { params: shipmentIdParamsSchema } },
    async (request, reply) => {
      const shipment = await findShipment(db, { id: request.params.id })
      if (shipment?.paymentStatus === 'open' && shipment.providerPaymentId) {
        const status = await provider.fetchStatus(shipment.providerPaymentId).catch((error: unknown) => {
          request.log.warn({ err: error, shipmentId: shipment.id }, 'could not ask the provider for a shipping status on return')
          return 'open' as const
        })
        if (status !== 'open') await applyShipmentStatus(db, publish, shipment.id, status)
      }
      // The page reads the status itself (an unknown id included: it says so).
      return reply.redirect(`/verzending/${request.params.id}`)
    },
  )

  // Mollie posts `id=tr_…` form-encoded. The checkout's parser for that lives in the checkout's own
  // (encapsulated) plugin, so this plugin has its own. We fetch the status from Mollie rather than
  // trust the POST, and answer 200 even for an unknown id (Mollie retries otherwise; an attacker
  // learns nothing).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  app.post(
    '/api/shipping-requests/webhook',
    { config: { access: 'public' }, schema: { body: z.object({ id: z.string().max(64) }).partial() } },
    async (request, reply) => {
      const providerPaymentId = request.body.id
      const shipment = providerPaymentId ? await findShipment(db, { providerPaymentId }) : undefined
      // A settled request is asked too: a different late status must be recorded, not dropped.
      if (shipment && providerPaymentId) {
        let status: PaymentStatus
        try {
          status = await provider.fetchStatus(providerPaymentId)
        } catch (error) {
          // Not 2xx, so Mollie retries later.
          request.log.error({ err: error, shipmentId: shipment.id }, 'webhook: could not fetch a shipping status from the provider')
          return reply.code(503).send()
        }
        if (status !== 'open') await applyShipmentStatus(db, publish, shipment.id, status)
      }
      return reply.code(200).send()
    },
  )

  if (provider.name === 'demo') await app.register(shippingDemoRoutes, { db })

  if (options.expiryIntervalMs > 0) {
    const run = () =>
      expireDueShipmentPayments(db, publish, provider, app.log).catch((error: unknown) =>
        app.log.error({ err: error }, 'shipping expiry job failed'),
      )
    const timer = setInterval(run, options.expiryIntervalMs)
    timer.unref()
    app.addHook('onReady', async () => void run())
    app.addHook('onClose', async () => clearInterval(timer))
  }
}
