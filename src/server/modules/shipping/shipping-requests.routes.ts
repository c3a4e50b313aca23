import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { errorAnswerSchema } from '#shared/contracts/errors'
import { messages } from '#shared/contracts/messages'
import {
  shipmentIdParamsSchema,
  shippingRequestBodySchema,
  shippingRequestStartedSchema,
  shippingRequestStatusSchema,
  type ShipmentStatus,
} from '#shared/contracts/shipping'
import { Refusal, refusalStatus } from '#server/platform/refusal'
import { readPaymentStates, registerPaymentPurpose } from '#server/modules/sales/sales.public'
import { shippingFeePurpose } from './shipping-fee-purpose'
import { findShipment } from './shipping-requests.repo'
import { startShippingRequest, type ShippingRequestDeps } from './shipping-requests.service'

export type ShippingRequestOptions = Omit<ShippingRequestDeps, 'publish' | 'log'>

/**
 * The buyer's shipping requests for held cards (product.md 2.13, decision 022): start one, and its
 * status for the page the provider sends the buyer back to. Its fee is a payment of sales (decision
 * 029): sales' webhook, return route, expiry job and demo page settle it, and hand it to the purpose
 * registered here.
 */
export const shippingRequestsRoutes: FastifyPluginAsyncZod<ShippingRequestOptions> = async (app, options) => {
  registerPaymentPurpose('shipping', shippingFeePurpose)
  const { db } = options
  const deps: ShippingRequestDeps = { ...options, publish: app.realtime.publish, log: app.log }

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
      if (!result.ok) return reply.code(refusalStatus[result.kind]).send({ message: result.message })
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
      const shipment = await findShipment(db, request.params.id)
      if (!shipment) throw new Refusal('not_found', messages.shipmentNotFound)
      const fee = shipment.feePaymentId ? (await readPaymentStates(db, [shipment.feePaymentId])).get(shipment.feePaymentId) : undefined
      return { status: shipment.status as ShipmentStatus, paymentStatus: fee?.status ?? null }
    },
  )
}
