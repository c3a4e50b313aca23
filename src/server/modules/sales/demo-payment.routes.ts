import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  demoOutcomeAnswerSchema,
  demoOutcomeSchema,
  demoPaymentSchema,
  paymentIdParamsSchema,
  type DemoPayment,
} from '#shared/contracts/checkout'
import { errorAnswerSchema } from '#shared/contracts/errors'
import { messages } from '#shared/contracts/messages'
import type { Db } from '#server/db/db'
import { Refusal } from '#server/platform/refusal'
import type { ShopMetrics } from '#server/platform/metrics'
import { applyPaymentStatus } from './payment-status.service'
import type { SalesHooks } from './sales-hooks'
import { paymentPurpose, type PaymentPurposeName } from './payment-purposes'
import { findPayment, listPaymentLines, type PaymentRow } from './payments.repo'

/**
 * The demo provider's payment page data and its four buttons (product.md 12.2), one page for every
 * payment whatever it pays for (decision 029). Registered only when PAYMENT_PROVIDER=demo: with Mollie
 * these routes do not exist.
 */
export const demoPaymentRoutes: FastifyPluginAsyncZod<{ db: Db; salesHooks: SalesHooks; metrics?: ShopMetrics }> = async (
  app,
  { db, salesHooks, metrics },
) => {
  const publish = app.realtime.publish

  app.get(
    '/api/payments/:id/demo',
    {
      config: { access: 'public' },
      schema: { params: paymentIdParamsSchema, response: { 200: demoPaymentSchema, 404: errorAnswerSchema } },
    },
    async (request) => {
      const payment = await findPayment(db, request.params.id)
      if (!payment || payment.provider !== 'demo') throw new Refusal('not_found', messages.paymentNotFound)
      return {
        id: payment.id,
        purpose: payment.purpose as PaymentPurposeName,
        status: payment.status as DemoPayment['status'],
        amountCents: payment.amountCents,
        shippingCostCents: payment.shippingCostCents,
        shippingMethod: payment.shippingMethod as DemoPayment['shippingMethod'],
        expiresAt: payment.expiresAt.toISOString(),
        lines: await demoLines(db, payment),
      }
    },
  )

  app.post(
    '/api/payments/:id/demo',
    {
      config: { access: 'public' },
      schema: {
        params: paymentIdParamsSchema,
        body: demoOutcomeSchema,
        response: { 200: demoOutcomeAnswerSchema, 404: errorAnswerSchema },
      },
    },
    async (request) => {
      const payment = await findPayment(db, request.params.id)
      if (!payment || payment.provider !== 'demo') throw new Refusal('not_found', messages.paymentNotFound)
      // Applying is idempotent: pressing a second button after the first changes nothing.
      await applyPaymentStatus(db, publish, salesHooks, payment.id, request.body.outcome, metrics)
      return { redirectUrl: `/api/payments/${payment.id}/return` }
    },
  )
}

/** A checkout's lines are its orders; another purpose's one line is what it says it is. */
async function demoLines(db: Db, payment: PaymentRow): Promise<DemoPayment['lines']> {
  if (payment.purpose === 'checkout') return listPaymentLines(db, payment.id)
  const line = await paymentPurpose(payment.purpose).describe(db, payment.id)
  return line ? [line] : []
}
