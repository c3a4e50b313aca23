import { z } from 'zod'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorAnswerSchema } from '#shared/contracts/errors'
import {
  adminWithdrawalPageSchema,
  adminWithdrawalsQuerySchema,
  grantWithdrawalAnswerSchema,
  refuseWithdrawalSchema,
  waitingWithdrawalsSchema,
  withdrawalAnswerSchema,
  withdrawalOrderParamsSchema,
  withdrawalPreviewRequestSchema,
  withdrawalPreviewSchema,
  withdrawalRequestSchema,
} from '#shared/contracts/withdrawals'
import { messages } from '#shared/contracts/messages'
import type { Db } from '#server/db/db'
import type { MailSite } from '#server/modules/mail-content/mail-content.public'
import type { SalesHooks } from '#server/modules/sales/sales.public'
import { holdAddressOf } from '#server/modules/sales/sales.public'
import { clientAddress } from '#server/platform/client-address'
import { Refusal } from '#server/platform/refusal'
import { previewFormWithdrawal } from './withdrawal-preview'
import { withdrawalPreviewLimiter } from './withdrawal-preview-limits'
import { countWithdrawalsToDecide, grantWithdrawal, listWithdrawalsForAdmin, refuseWithdrawal, submitWithdrawal } from './withdrawals.service'

const admin = { access: 'admin' } as const

/**
 * The withdrawal function (decision 039): the buyer's statement (public) and the seller's
 * 'Herroepingen', where each named order is granted (its money owed back) or refused with a reason.
 */
export const withdrawalsRoutes: FastifyPluginAsyncZod<{ db: Db; mailSite: MailSite; salesHooks: SalesHooks; trustProxy: boolean }> = async (
  app,
  { db, mailSite, salesHooks, trustProxy },
) => {
  const deps = { db, publish: app.realtime.publish, site: mailSite, salesHooks }
  const previewLimiter = withdrawalPreviewLimiter()

  // The form's check step: the products the statement would name (decision 058).
  app.post(
    '/api/withdrawals/preview',
    {
      config: { access: 'public' },
      schema: { body: withdrawalPreviewRequestSchema, response: { 200: withdrawalPreviewSchema, 400: errorAnswerSchema, 429: errorAnswerSchema } },
    },
    async (request, reply) => {
      if (!previewLimiter.claim(holdAddressOf(clientAddress(request, trustProxy)), request.body.email)) {
        throw new Refusal('too_many', messages.withdrawalPreviewTooMany)
      }
      reply.header('cache-control', 'no-store')
      return previewFormWithdrawal(db, request.body)
    },
  )

  app.post(
    '/api/withdrawals',
    {
      config: { access: 'public' },
      schema: {
        body: withdrawalRequestSchema,
        response: { 201: withdrawalAnswerSchema, 400: errorAnswerSchema, 404: errorAnswerSchema, 409: errorAnswerSchema, 429: errorAnswerSchema },
      },
    },
    async (request, reply) => {
      const answer = await submitWithdrawal(deps, request.body, { address: clientAddress(request, trustProxy) })
      return reply.code(201).header('cache-control', 'no-store').send(answer)
    },
  )

  app.get(
    '/api/admin/withdrawals',
    { config: admin, schema: { querystring: adminWithdrawalsQuerySchema, response: { 200: adminWithdrawalPageSchema, 400: errorAnswerSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return listWithdrawalsForAdmin(db, request.query.cursor)
    },
  )

  // The count on 'Herroepingen' in the admin menu and the phone's 'Meer' (decision 055).
  app.get(
    '/api/admin/withdrawals/waiting',
    { config: admin, schema: { response: { 200: waitingWithdrawalsSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return { waiting: await countWithdrawalsToDecide(db) }
    },
  )

  app.post(
    '/api/admin/withdrawals/:id/orders/:orderId/grant',
    {
      config: admin,
      schema: {
        params: withdrawalOrderParamsSchema,
        response: { 200: grantWithdrawalAnswerSchema, 404: errorAnswerSchema, 409: errorAnswerSchema },
      },
    },
    (request) => grantWithdrawal(deps, request.params.id, request.params.orderId),
  )

  app.post(
    '/api/admin/withdrawals/:id/orders/:orderId/refuse',
    {
      config: admin,
      schema: {
        params: withdrawalOrderParamsSchema,
        body: refuseWithdrawalSchema,
        response: { 200: z.object({}), 400: errorAnswerSchema, 404: errorAnswerSchema, 409: errorAnswerSchema },
      },
    },
    async (request) => {
      await refuseWithdrawal(deps, request.params.id, request.params.orderId, request.body.reason)
      return {}
    },
  )
}
