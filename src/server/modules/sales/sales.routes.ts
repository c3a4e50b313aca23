import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParamsSchema } from '#shared/contracts/admin-catalog'
import {
  chargebackListSchema,
  honourAnswerSchema,
  owedBackAnswerSchema,
  refundListSchema,
  refundSchema,
  startRefundSchema,
} from '#shared/contracts/admin-refunds'
import { errorAnswerSchema } from '#shared/contracts/errors'
import type { Db } from '#server/db/db'
import type { PaymentProvider } from './providers/payment-provider'
import { honourLatePayment } from './honour-late-payment'
import { listChargebacks } from './chargebacks.service'
import { markRefundedByHand, startRefund } from './refund-attempts.service'
import { listRefunds } from './refunds.repo'
import { cancelOrder, type RefundDeps } from './refunds.service'
import type { SalesHooks } from './sales-hooks'

export type SalesOptions = {
  db: Db
  provider: PaymentProvider
  salesHooks: SalesHooks
}

const admin = { access: 'admin' } as const
const errors = { 400: errorAnswerSchema, 404: errorAnswerSchema, 409: errorAnswerSchema, 502: errorAnswerSchema }

/**
 * Money back from the back office (decision 028): the seller's 'Terugbetalingen' (what is owed, on its
 * way and paid back), 'Terugbetalen' through the payment provider, ticking off one paid back outside the
 * shop, honouring a late payment instead ('Toch leveren') and cancelling a paid order; and the payments
 * the bank took back (decision 052). The reconciliation with the provider is a background job
 * (src/server/background-jobs.ts).
 */
export const salesRoutes: FastifyPluginAsyncZod<SalesOptions> = async (app, options) => {
  const { db } = options
  const deps: RefundDeps = { db, publish: app.realtime.publish, provider: options.provider, salesHooks: options.salesHooks, log: app.log }

  app.get('/api/admin/refunds', { config: admin, schema: { response: { 200: refundListSchema } } }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store')
    return listRefunds(db, options.provider.name)
  })

  app.get('/api/admin/chargebacks', { config: admin, schema: { response: { 200: chargebackListSchema } } }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store')
    return listChargebacks(db)
  })

  app.post(
    '/api/admin/refunds/:id/start',
    { config: admin, schema: { params: idParamsSchema, body: startRefundSchema.nullish(), response: { 200: refundSchema, ...errors } } },
    (request) => startRefund(deps, request.params.id, request.body?.amountCents),
  )

  app.post(
    '/api/admin/refunds/:id/refunded',
    { config: admin, schema: { params: idParamsSchema, response: { 200: refundSchema, ...errors } } },
    (request) => markRefundedByHand(deps, request.params.id),
  )

  app.post(
    '/api/admin/refunds/:id/honour',
    { config: admin, schema: { params: idParamsSchema, response: { 200: honourAnswerSchema, ...errors } } },
    (request) => honourLatePayment(deps, request.params.id),
  )

  app.post(
    '/api/orders/:id/cancel',
    { config: admin, schema: { params: idParamsSchema, response: { 200: owedBackAnswerSchema, ...errors } } },
    (request) => cancelOrder(deps, request.params.id),
  )
}
