import { z } from 'zod'

/** The longest slug a collection can have (the back office's rule, admin-catalog.ts). */
export const COLLECTION_SLUG_MAX_LENGTH = 100

export const collectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  displayOrder: z.number().int(),
  /**
   * How many products the collection lists, in the list of collections (GET /api/collections) only:
   * the storefront offers no collection without products (decision 043); the back office lists all.
   */
  productCount: z.number().int().optional(),
})
export type Collection = z.infer<typeof collectionSchema>

/** GET /api/collections (and the reorder's answer): every collection with its product count. */
export const listedCollectionSchema = collectionSchema.required({ productCount: true })
export type ListedCollection = z.infer<typeof listedCollectionSchema>
export const collectionListSchema = z.array(listedCollectionSchema)
