import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { collectionListSchema } from '../../../shared/contracts/collections'
import type { Db } from '../../db/db'
import { listCollections } from './collections.repo'

/** The collections in display order: the header menu, the home grid and the collection pages use them. */
export const collectionsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/collections',
    { config: { access: 'public' }, schema: { response: { 200: collectionListSchema } } },
    () => listCollections(db),
  )
}
