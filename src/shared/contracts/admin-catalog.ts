import { z } from 'zod'
import { COLLECTION_SLUG_MAX_LENGTH } from './collections'
import { idParamSchema, idSchema } from './ids'
import { messages } from './messages'
import { partialWithoutDefaults } from './partial-without-defaults'

/** An http(s) URL, or a path on the shop itself (the demo products' images are '/demo/…'). */
export const imageUrlSchema = z
  .string({ error: 'Ongeldige afbeelding URL' })
  .trim()
  .max(2000, 'Ongeldige afbeelding URL')
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) || /^\/[^\s/][^\s]*$/.test(value), 'Ongeldige afbeelding URL')

const cents = z.number({ error: 'Ongeldige prijs' }).int('Ongeldige prijs').min(0, 'Ongeldige prijs').max(100_000_000, 'Ongeldige prijs')
const stock = z.number({ error: 'Ongeldige voorraad' }).int('Ongeldige voorraad').max(1_000_000, 'Ongeldige voorraad')

export const maxPerBuyerMessage = 'Max per koper is een heel getal van 1 tot 1000, of leeg'
/** The seller's 'Max per koper' for a drop (decision 017); null: no limit beyond a cart line's 24. */
export const maxPerBuyerSchema = z
  .number({ error: maxPerBuyerMessage })
  .int(maxPerBuyerMessage)
  .min(1, maxPerBuyerMessage)
  .max(1000, maxPerBuyerMessage)
  .nullable()

/** product.md 5: the Add Product form. `price` is in cents; the form converts euros. */
export const createProductSchema = z.object({
  name: z.string({ error: 'Titel is verplicht' }).trim().min(1, 'Titel is verplicht').max(200, 'Titel is te lang'),
  imageUrl: imageUrlSchema,
  category: z.string({ error: 'Categorie is verplicht' }).trim().min(1, 'Categorie is verplicht').max(100),
  price: cents,
  /** product.md 5: an integer, minimum 0. (Flooring at 0 is the inline edit's rule, not this form's.) */
  stock: stock.min(0, 'Ongeldige voorraad').default(0),
  collectionId: idSchema(messages.collectionNotFound).nullable().optional(),
  maxPerBuyer: maxPerBuyerSchema.optional(),
})
export type CreateProduct = z.infer<typeof createProductSchema>

/**
 * product.md 5: the inline edit of price and stock, and 'Max per koper' (null lifts it); a stock below 0 is
 * stored as 0 ('floored at 0').
 */
export const updateProductSchema = z
  .object({ price: cents.optional(), stock: stock.optional(), maxPerBuyer: maxPerBuyerSchema.optional() })
  .refine(
    (value) => value.price !== undefined || value.stock !== undefined || value.maxPerBuyer !== undefined,
    'Geef een prijs, voorraad of max per koper op',
  )
export type UpdateProduct = z.infer<typeof updateProductSchema>

/** product.md 7.2: POST /api/categories `{category}`; the name is trimmed and may not be empty. */
export const createCategorySchema = z.object({
  category: z.string({ error: 'Categorie is verplicht' }).trim().min(1, 'Categorie is verplicht').max(100, 'Categorie is te lang'),
})
export const categoryParamsSchema = z.object({ name: z.string().min(1).max(100) })

const slug = z
  .string({ error: 'Slug is verplicht' })
  .trim()
  .min(1, 'Slug is verplicht')
  .max(COLLECTION_SLUG_MAX_LENGTH, 'Slug is te lang')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Een slug bevat alleen kleine letters, cijfers en streepjes')

export const createCollectionSchema = z.object({
  name: z.string({ error: 'Naam is verplicht' }).trim().min(1, 'Naam is verplicht').max(100, 'Naam is te lang'),
  slug,
  displayOrder: z.number().int().min(0).max(10_000).optional(),
})
/** Only the fields the request names change: none is filled in (partialWithoutDefaults). */
export const updateCollectionSchema = partialWithoutDefaults(createCollectionSchema)
  .refine((value) => Object.values(value).some((v) => v !== undefined), 'Geef een naam, slug of volgorde op')
export const reorderCollectionsSchema = z.object({ ids: z.array(idSchema()).min(1).max(500) })
export const idParamsSchema = z.object({ id: idParamSchema })
/** DELETE /api/collections/:id?moveProductsTo=<id>|none: what happens to the products it still holds. */
export const deleteCollectionQuerySchema = z.object({
  moveProductsTo: z.union([z.literal('none'), idParamSchema]).optional(),
})
