import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { owedBackAnswerSchema } from '#shared/contracts/admin-refunds'
import { markShippedSchema, parcelSchema, shippingDeskSchema } from '#shared/contracts/admin-shipments'
import { errorAnswerSchema } from '#shared/contracts/errors'
import { shipmentIdParamsSchema } from '#shared/contracts/shipping'
import { shopDate } from '#shared/domain/shop-time'
import type { Db } from '#server/db/db'
import type { MailSite } from '#server/modules/mail-content/mail-content.public'
import type { SalesHooks } from '#server/modules/sales/sales.public'
import { cancelParcel } from './cancel-parcel'
import { setParcelAside } from './set-parcel-aside'
import { buildShippingWorkbook } from './shipping-export'
import { listParcelsToLabel, markParcelShipped, readShippingDesk } from './shipping-desk.service'

const admin = { access: 'admin' } as const

/**
 * The seller's shipping desk, 'Verzendingen' (product.md 2.13, decision 022): the parcels to pack and
 * sent, the held and lapsed live orders, the export for a label tool, marking a parcel sent, and
 * cancelling a paid request (decision 036).
 */
export const shippingDeskRoutes: FastifyPluginAsyncZod<{ db: Db; mailSite: MailSite; salesHooks: SalesHooks }> = async (
  app,
  { db, mailSite, salesHooks },
) => {
  const publish = app.realtime.publish

  app.get('/api/admin/shipments', { config: admin, schema: { response: { 200: shippingDeskSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return readShippingDesk(db)
  })

  // The parcels a label may be made for: a parcel held after a chargeback is left out (decision 052).
  app.get('/api/admin/shipments/export', { config: admin }, async (_request, reply) => {
    const workbook = await buildShippingWorkbook(await listParcelsToLabel(db))
    // The date of the day in Amsterdam, where the seller packs, whatever the server's zone.
    const filename = `verzendingen-${shopDate(new Date())}.xlsx`
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(workbook)
  })

  app.post(
    '/api/admin/shipments/:id/shipped',
    {
      config: admin,
      schema: {
        params: shipmentIdParamsSchema,
        body: markShippedSchema,
        response: { 200: parcelSchema, 400: errorAnswerSchema, 404: errorAnswerSchema, 409: errorAnswerSchema },
      },
    },
    (request) => markParcelShipped(db, publish, mailSite, request.params.id, request.body.trackingCode),
  )

  app.post(
    '/api/admin/shipments/:id/cancel',
    {
      config: admin,
      schema: {
        params: shipmentIdParamsSchema,
        response: { 200: owedBackAnswerSchema, 404: errorAnswerSchema, 409: errorAnswerSchema },
      },
    },
    (request) => cancelParcel({ db, publish, salesHooks }, request.params.id),
  )

  // 'Niet versturen' for a parcel a chargeback holds (decision 053, amended).
  app.post(
    '/api/admin/shipments/:id/set-aside',
    {
      config: admin,
      schema: {
        params: shipmentIdParamsSchema,
        response: { 204: z.null(), 404: errorAnswerSchema, 409: errorAnswerSchema },
      },
    },
    async (request, reply) => {
      await setParcelAside({ db, publish }, request.params.id)
      return reply.code(204).send(null)
    },
  )
}
