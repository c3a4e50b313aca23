import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { idParamsSchema } from '#shared/contracts/admin-catalog'
import { disputePackSchema } from '#shared/contracts/dispute-pack'
import { errorAnswerSchema } from '#shared/contracts/errors'
import { disputePackFileName } from '#shared/domain/dispute-pack'
import type { Db } from '#server/db/db'
import { readDisputePack } from './dispute-pack'
import { disputePackPdf } from './dispute-pack-pdf'

const admin = { access: 'admin' } as const

/**
 * The seller's evidence pack for a dispute (decision 063): one order's page, and the same as a PDF to
 * attach. It names the buyer: admin only, and never kept by a browser or a proxy (no-store).
 */
export const disputesRoutes: FastifyPluginAsyncZod<{ db: Db; shopName: string }> = async (app, { db, shopName }) => {
  app.get(
    '/api/admin/orders/:id/dispute-pack',
    { config: admin, schema: { params: idParamsSchema, response: { 200: disputePackSchema, 404: errorAnswerSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return readDisputePack(db, request.params.id)
    },
  )

  app.get(
    '/api/admin/orders/:id/dispute-pack.pdf',
    { config: admin, schema: { params: idParamsSchema } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const pack = await readDisputePack(db, request.params.id)
      const file = await disputePackPdf(pack, shopName)
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${disputePackFileName(pack.order.orderNumber, pack.order.id)}"`)
        .send(file)
    },
  )
}
