import { z } from 'zod'
import { createProductSchema, type CreateProduct } from '#shared/contracts/admin-catalog'
import { parseEuroInput } from '#shared/domain/money'
import { maxPerBuyerInputSchema } from './max-per-buyer-input'

const INVALID_PRICE = 'Ongeldige prijs'
const INVALID_STOCK = 'Ongeldige voorraad'

/**
 * product.md 5, the Add Product form. Every field is the text its input holds; the output is the
 * CreateProduct the server takes (price in cents, stock a whole number, collectionId or null, the
 * 'Max per koper' or null).
 * The name, category and image rules are the shared contract's, so form and server agree.
 */
export const productFormSchema = z.object({
  name: createProductSchema.shape.name,
  /** '' is the blank option 'Geen collectie'. */
  collectionId: z
    .string()
    .transform((value) => (value === '' ? null : Number(value)))
    .pipe(z.number().int().positive().nullable()),
  category: createProductSchema.shape.category,
  imageUrl: createProductSchema.shape.imageUrl,
  price: z
    .string()
    .transform((text, ctx) => {
      const cents = parseEuroInput(text)
      if (cents === undefined) ctx.addIssue({ code: 'custom', message: INVALID_PRICE })
      return cents ?? 0
    })
    .pipe(createProductSchema.shape.price),
  /** Blank means the default, 0. */
  stock: z
    .string()
    .transform((text) => (text.trim() === '' ? 0 : Number(text)))
    .pipe(z.number({ error: INVALID_STOCK }).int(INVALID_STOCK).min(0, INVALID_STOCK).max(1_000_000, INVALID_STOCK)),
  /** Blank means no limit (decision 017). */
  maxPerBuyer: maxPerBuyerInputSchema,
})

export type ProductFormValues = z.input<typeof productFormSchema>

/** The order the form shows its fields; the first invalid one names the validation toast. */
export const productFormFieldOrder = [
  'name',
  'collectionId',
  'category',
  'imageUrl',
  'price',
  'stock',
  'maxPerBuyer',
] as const satisfies readonly (keyof ProductFormValues)[]

export const emptyProductForm: ProductFormValues = {
  name: '',
  collectionId: '',
  category: '',
  imageUrl: '',
  price: '',
  stock: '0',
  maxPerBuyer: '',
}

/** A valid form is the body POST /api/products takes; the constraint makes any drift a compile error. */
export type ProductFormOutput = AssertCreateProduct<z.output<typeof productFormSchema>>
type AssertCreateProduct<T extends CreateProduct> = T
