import { z } from 'zod'
import { idParamSchema } from './ids'

export const stockLevelSchema = z.enum(['out', 'low', 'medium', 'high'])

/** product.md 3.3: a product as the storefront and the dashboard read it. `price` is in cents. */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string(),
  price: z.number().int(),
  stock: z.number().int(),
  stockLevel: stockLevelSchema,
  category: z.string(),
  collectionId: z.number().int().nullable(),
  /** The seller's 'Max per koper' for a drop (decision 017); absent when there is none. */
  maxPerBuyer: z.number().int().optional(),
})
export type Product = z.infer<typeof productSchema>

export const productListSchema = z.array(productSchema)

export const productIdParamsSchema = z.object({ id: idParamSchema })

/** product.md 7.2: GET /api/categories answers the category names. */
export const categoryListSchema = z.array(z.string())
