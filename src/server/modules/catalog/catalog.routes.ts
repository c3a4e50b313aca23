import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { COLLECTION_SLUG_MAX_LENGTH, collectionListSchema, collectionSchema } from '#shared/contracts/collections'
import { errorAnswerSchema } from '#shared/contracts/errors'
import { categoryListSchema, productIdParamsSchema, productListSchema } from '#shared/contracts/products'
import { messages } from '#shared/contracts/messages'
import type { Db } from '#server/db/db'
import { NotFoundAnswer } from '#server/platform/answer-cache'
import {
  findCollectionBySlug,
  findCollectionProducts,
  listCategories,
  listCollections,
  listProducts,
} from './catalog.repo'

const public_ = { access: 'public' } as const

// What each cached answer is made of: the channels whose events change it (answer-cache.ts).
const productsChangeOn = ['stock', 'collections', 'categories'] as const
// The list counts each collection's products (decision 043): a product made or deleted changes a
// count; a sale does not (a product's collection never changes but when its collection is deleted,
// which is a collections event), so the stream's stock updates leave the list in memory.
const collectionsChangeOn = ['collections', 'stock:product_created', 'stock:product_deleted'] as const
// One collection's name, slug and place, without its count.
const collectionChangesOn = ['collections'] as const

/** The storefront's reads: collections, products and categories (product.md 7.2). */
export const catalogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // The answers whose key is fixed are described once, not for each request.
  const collections = {
    key: 'collections',
    dependsOn: collectionsChangeOn,
    schema: collectionListSchema,
    load: () => listCollections(db),
  }
  const products = { key: 'products', dependsOn: productsChangeOn, schema: productListSchema, load: () => listProducts(db) }
  const categories = {
    key: 'categories',
    dependsOn: ['categories', 'collections'],
    schema: categoryListSchema,
    load: () => listCategories(db),
  }

  app.get('/api/collections', { config: public_, schema: { response: { 200: collectionListSchema } } }, (request, reply) =>
    app.answers.send(request, reply, collections),
  )

  // A slug longer than any collection can have names none: 404 like any unknown slug (decision 044),
  // not 400, so the collection page (and its render, decision 044) says the collection is not there.
  app.get(
    '/api/collections/slug/:slug',
    {
      config: public_,
      schema: {
        params: z.object({ slug: z.string() }),
        response: { 200: collectionSchema, 404: errorAnswerSchema },
      },
    },
    // Kept in memory like the list (decision 065): every visit of a collection's page asks for it.
    // Unknown slugs are kept apart, as every 404 is, so endless ones cannot push the answers out.
    (request, reply) => {
      const { slug } = request.params
      return app.answers.send(request, reply, {
        key: `collection:${slug}`,
        dependsOn: collectionChangesOn,
        schema: collectionSchema,
        load: async () =>
          (slug.length <= COLLECTION_SLUG_MAX_LENGTH ? await findCollectionBySlug(db, slug) : undefined) ??
          new NotFoundAnswer(messages.collectionNotFound),
      })
    },
  )

  // An unknown id is a 404 like everywhere else, kept in memory too; it depends on 'collections',
  // so the collection's creation ends it.
  app.get(
    '/api/collections/:id/products',
    {
      config: public_,
      schema: { params: productIdParamsSchema, response: { 200: productListSchema, 404: errorAnswerSchema } },
    },
    (request, reply) =>
      app.answers.send(request, reply, {
        key: `collection-products:${request.params.id}`,
        dependsOn: productsChangeOn,
        schema: productListSchema,
        load: async () =>
          (await findCollectionProducts(db, request.params.id)) ?? new NotFoundAnswer(messages.collectionNotFound),
      }),
  )

  app.get('/api/products', { config: public_, schema: { response: { 200: productListSchema } } }, (request, reply) =>
    app.answers.send(request, reply, products),
  )

  app.get('/api/categories', { config: public_, schema: { response: { 200: categoryListSchema } } }, (request, reply) =>
    app.answers.send(request, reply, categories),
  )
}
