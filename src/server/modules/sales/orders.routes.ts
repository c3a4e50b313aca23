import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idParamsSchema } from '#shared/contracts/admin-catalog'
import {
  adminOrderListSchema,
  adminOrderSchema,
  createOrderSchema,
  resendConfirmationAnswerSchema,
  resetPreviewSchema,
  updateOrderSchema,
} from '#shared/contracts/admin-orders'
import { errorAnswerSchema } from '#shared/contracts/errors'
import type { Db } from '#server/db/db'
import { buildOrdersWorkbook } from './orders-export'
import { listAdminOrders, listOrdersForExport } from './orders.repo'
import {
  completeOrder,
  createManualOrder,
  deleteFailedOrders,
  previewReset,
  resendConfirmation,
  resetSalesData,
} from './orders.service'
import type { SalesHooks } from './sales-hooks'

const admin = { access: 'admin' } as const

/**
 * The seller's orders (product.md 2.11, 7.2): the list, completing, cleaning up, export and reset, and
 * sending an order's confirmation again.
 */
export const ordersRoutes: FastifyPluginAsyncZod<{ db: Db; salesHooks: SalesHooks }> = async (app, { db, salesHooks: hooks }) => {
  const publish = app.realtime.publish

  app.get('/api/orders', { config: admin, schema: { response: { 200: adminOrderListSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return listAdminOrders(db, hooks)
  })

  app.post(
    '/api/orders',
    { config: admin, schema: { body: createOrderSchema, response: { 201: adminOrderSchema } } },
    async (request, reply) => reply.code(201).send(await createManualOrder(db, publish, hooks, request.body)),
  )

  app.delete(
    '/api/orders/failed',
    { config: admin, schema: { response: { 200: z.object({ deleted: z.number().int() }) } } },
    async () => ({ deleted: await deleteFailedOrders(db, publish) }),
  )

  app.patch(
    '/api/orders/:id',
    { config: admin, schema: { params: idParamsSchema, body: updateOrderSchema, response: { 200: adminOrderSchema } } },
    (request) =>
      completeOrder(db, publish, hooks, request.params.id, request.body.tappedAt === undefined ? undefined : new Date(request.body.tappedAt)),
  )

  app.post(
    '/api/orders/:id/confirmation',
    {
      config: admin,
      schema: { params: idParamsSchema, response: { 202: resendConfirmationAnswerSchema, 404: errorAnswerSchema, 409: errorAnswerSchema } },
    },
    async (request, reply) => {
      return reply.code(202).send({ message: await resendConfirmation(db, hooks, request.params.id) })
    },
  )

  app.get('/api/orders/export', { config: admin }, async (_request, reply) => {
    const workbook = await buildOrdersWorkbook(await listOrdersForExport(db, hooks))
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', 'attachment; filename="bestellingen.xlsx"')
      .header('cache-control', 'no-store')
      .send(workbook)
  })

  // What Reset Data would delete and keep, for its confirmation (decision 028).
  app.get('/api/reset/preview', { config: admin, schema: { response: { 200: resetPreviewSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return previewReset(db, hooks)
  })

  app.post('/api/reset', { config: admin, schema: { response: { 204: z.null() } } }, async (_request, reply) => {
    await resetSalesData(db, publish, hooks)
    return reply.code(204).send(null)
  })
}
