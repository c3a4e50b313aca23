import { describe, expect, test } from 'vitest'
import { emptyProductForm, productFormSchema, type ProductFormValues } from './product-form-schema'

const valid: ProductFormValues = {
  name: ' Surging Sparks Booster ',
  collectionId: '',
  category: 'Booster Packs',
  imageUrl: 'https://example.com/sparks.png',
  price: '5,99',
  stock: '12',
  maxPerBuyer: '',
}

function firstMessage(values: ProductFormValues): string | undefined {
  const result = productFormSchema.safeParse(values)
  return result.success ? undefined : result.error.issues[0]?.message
}

describe('the Add Product form', () => {
  test('a valid form becomes the CreateProduct body: cents, whole stock, no collection', () => {
    expect(productFormSchema.parse(valid)).toEqual({
      name: 'Surging Sparks Booster',
      collectionId: null,
      category: 'Booster Packs',
      imageUrl: 'https://example.com/sparks.png',
      price: 599,
      stock: 12,
      maxPerBuyer: null,
    })
  })

  test("'Max per koper' is a whole number from 1, or blank for no limit (decision 017)", () => {
    expect(productFormSchema.parse({ ...valid, maxPerBuyer: '2' }).maxPerBuyer).toBe(2)
    expect(productFormSchema.parse({ ...valid, maxPerBuyer: '  ' }).maxPerBuyer).toBeNull()
    for (const typed of ['0', '-1', '2.5', 'twee']) {
      expect(firstMessage({ ...valid, maxPerBuyer: typed })).toBe('Max per koper is een heel getal van 1 tot 1000, of leeg')
    }
  })

  test('a chosen collection is sent as its id', () => {
    expect(productFormSchema.parse({ ...valid, collectionId: '3' }).collectionId).toBe(3)
  })

  test('the price accepts a dot, a comma and whole euros', () => {
    expect(productFormSchema.parse({ ...valid, price: '12.50' }).price).toBe(1250)
    expect(productFormSchema.parse({ ...valid, price: '0' }).price).toBe(0)
    expect(productFormSchema.parse({ ...valid, price: '€ 15' }).price).toBe(1500)
  })

  test('stock defaults to 0 when left blank', () => {
    expect(productFormSchema.parse({ ...valid, stock: '' }).stock).toBe(0)
  })

  test('speaks Dutch about each invalid field (product.md 5)', () => {
    expect(firstMessage({ ...valid, name: '  ' })).toBe('Titel is verplicht')
    expect(firstMessage({ ...valid, category: '' })).toBe('Categorie is verplicht')
    expect(firstMessage({ ...valid, imageUrl: 'geen url' })).toBe('Ongeldige afbeelding URL')
    expect(firstMessage({ ...valid, price: '' })).toBe('Ongeldige prijs')
    expect(firstMessage({ ...valid, price: 'gratis' })).toBe('Ongeldige prijs')
    expect(firstMessage({ ...valid, price: '-1' })).toBe('Ongeldige prijs')
    expect(firstMessage({ ...valid, price: '1,999' })).toBe('Ongeldige prijs')
    expect(firstMessage({ ...valid, stock: '-1' })).toBe('Ongeldige voorraad')
    expect(firstMessage({ ...valid, stock: '1.5' })).toBe('Ongeldige voorraad')
    expect(firstMessage({ ...valid, stock: 'veel' })).toBe('Ongeldige voorraad')
  })

  test('the empty form fails on the title first', () => {
    expect(firstMessage(emptyProductForm)).toBe('Titel is verplicht')
  })
})
