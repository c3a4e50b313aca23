import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { demoOutcomeAnswerSchema, demoOutcomeSchema, demoPaymentSchema, type DemoPayment } from '#shared/contracts/checkout'
import { errorAnswerSchema } from '#shared/contracts/errors'
import { messages, shippingPaymentLine } from '#shared/contracts/messages'
import { shipmentIdParamsSchema } from '#shared/contracts/shipping'
import { countryLabel, type Country } from '#shared/domain/shipping'
import type { Db } from '#server/db/db'
import { HttpError } from '#server/platform/errors'
import { applyShipmentStatus } from './shipping-payment.service'
import { findShipment } from './shipping-requests.repo'
import { parcelReference } from './parcels'

/**
 * The demo provider's payment page for a shipping request (/verzending/demo/{id}) and its four
 * buttons, as for a checkout (product.md 12.2). Registered only when PAYMENT_PROVIDER=demo. The page
 * shows the one line the buyer pays for, the fee the server computed, and nothing personal.
 */
export const shippingDemoRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const publish = app.realtime.publish

  const findDemoRequest = async (id: string) => {
    const shipment = await findShipment(db, { id })
    if (!shipment || shipment.kind !== 'request' || shipment.provider !== 'demo') {
      throw new HttpError(404, messages.shipmentNotFound)
    }
    return shipment
  }

  app.get(
    '/api/shipping-requests/:id/demo',
    {
      config: { access: 'public' },
      schema: { params: shipmentIdParamsSchema, response: { 200: demoPaymentSchema, 404: errorAnswerSchema } },
    },
    async (request) => {
      const shipment = await findDemoRequest(request.params.id)
      const country = shipment.country as Country
      return {
        id: shipment.id,
        status: (shipment.paymentStatus ?? 'open') as DemoPayment['status'],
        amountCents: shipment.feeCents,
        shippingCostCents: 0,
        shippingMethod: 'postnl' as const,
        expiresAt: (shipment.expiresAt ?? shipment.createdAt).toISOString(),
        lines: [
          {
            productName: shippingPaymentLine(parcelReference(shipment.number), countryLabel[country]),
            quantity: 1,
            unitPriceCents: shipment.feeCents,
          },
        ],
      }
    },
  )

  app.post(
    '/api/shipping-requests/:id/demo',
    {
      config: { access: 'public' },
      schema: {
        params: shipmentIdParamsSchema,
        body: demoOutcomeSchema,
        response: { 200: demoOutcomeAnswerSchema, 404: errorAnswerSchema },
      },
    },
    async (request) => {
      const shipment = await findDemoRequest(request.params.id)
      // Applying is idempotent: pressing a second button after the first changes nothing.
      await applyShipmentStatus(db, publish, shipment.id, request.body.outcome)
      return { redirectUrl: `/api/shipping-requests/${shipment.id}/return` }
    },
  )
}
