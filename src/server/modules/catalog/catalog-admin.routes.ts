import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  categoryParamsSchema,
  createCategorySchema,
  createCollectionSchema,
  createProductSchema,
  deleteCollectionQuerySchema,
  idParamsSchema,
  reorderCollectionsSchema,
  updateCollectionSchema,
  updateProductSchema,
} from '#shared/contracts/admin-catalog'
import { collectionListSchema, collectionSchema } from '#shared/contracts/collections'
import { errorAnswerSchema } from '#shared/contracts/errors'
import { productSchema } from '#shared/contracts/products'
import type { Db } from '#server/db/db'
import { refusalStatus } from '#server/platform/refusal'
import {
  addCategory,
  createCollection,
  createProduct,
  deleteCategory,
  deleteCollection,
  deleteProduct,
  reorderCollections,
  updateCollection,
  updateProduct,
} from './catalog-admin.service'

const admin = { access: 'admin' } as const

/** The seller's catalogue: products, categories and collections (product.md 2.10, 7.2; 11). */
export const catalogAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const publish = app.realtime.publish

  app.post(
    '/api/products',
    { config: admin, schema: { body: createProductSchema, response: { 201: productSchema } } },
    async (request, reply) => reply.code(201).send(await createProduct(db, publish, request.body)),
  )
  app.patch(
    '/api/products/:id',
    { config: admin, schema: { params: idParamsSchema, body: updateProductSchema, response: { 200: productSchema } } },
    (request) => updateProduct(db, publish, request.params.id, request.body),
  )
  app.delete('/api/products/:id', { config: admin, schema: { params: idParamsSchema } }, async (request, reply) => {
    await deleteProduct(db, publish, request.params.id)
    return reply.code(204).send()
  })

  app.post(
    '/api/categories',
    { config: admin, schema: { body: createCategorySchema, response: { 201: createCategorySchema } } },
    async (request, reply) => reply.code(201).send({ category: await addCategory(db, publish, request.body.category) }),
  )
  app.delete('/api/categories/:name', { config: admin, schema: { params: categoryParamsSchema } }, async (request, reply) => {
    await deleteCategory(db, publish, request.params.name)
    return reply.code(204).send()
  })

  app.post(
    '/api/collections',
    { config: admin, schema: { body: createCollectionSchema, response: { 201: collectionSchema } } },
    async (request, reply) => reply.code(201).send(await createCollection(db, publish, request.body)),
  )
  app.post(
    '/api/collections/reorder',
    { config: admin, schema: { body: reorderCollectionsSchema, response: { 200: collectionListSchema } } },
    (request) => reorderCollections(db, publish, request.body.ids),
  )
  app.patch(
    '/api/collections/:id',
    {
      config: admin,
      schema: { params: idParamsSchema, body: updateCollectionSchema, response: { 200: collectionSchema } },
    },
    (request) => updateCollection(db, publish, request.params.id, request.body),
  )
  app.delete(
    '/api/collections/:id',
    {
      config: admin,
      schema: {
        params: idParamsSchema,
        querystring: deleteCollectionQuerySchema,
        response: { 204: z.null(), 409: errorAnswerSchema.extend({ productCount: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const result = await deleteCollection(db, publish, request.params.id, request.query.moveProductsTo)
      if (result.ok) return reply.code(204).send(null)
      return reply.code(refusalStatus[result.kind]).send({ message: result.message, productCount: result.productCount })
    },
  )
}
