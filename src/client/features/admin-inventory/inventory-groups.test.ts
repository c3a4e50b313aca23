import { describe, expect, test } from 'vitest'
import type { Product } from '#shared/contracts/products'
import { filterProducts, groupProducts, nextSort, sortProducts } from './inventory-groups'

let nextId = 1
function product(name: string, category: string, price = 1000, stock = 10): Product {
  return { id: nextId++, name, imageUrl: '/p.png', price, stock, stockLevel: 'high', category, collectionId: null }
}

const specOrder = ['Booster Packs', 'Booster Boxen', 'Elite Trainer Box', 'Vintage']

describe('searching the stock overview', () => {
  const products = [product('Surging Sparks', 'Booster Packs'), product('Base Set', 'Vintage'), product('Obsidian ETB', 'Elite Trainer Box')]

  test('matches the product name or the category, ignoring case', () => {
    expect(filterProducts(products, 'sparks').map((p) => p.name)).toEqual(['Surging Sparks'])
    expect(filterProducts(products, 'VINTAGE').map((p) => p.name)).toEqual(['Base Set'])
    expect(filterProducts(products, 'e').length).toBe(3)
  })

  test('a blank search shows everything, surrounding spaces do not count', () => {
    expect(filterProducts(products, '   ')).toHaveLength(3)
    expect(filterProducts(products, '  base ').map((p) => p.name)).toEqual(['Base Set'])
  })

  test('no match gives an empty list', () => {
    expect(filterProducts(products, 'pikachu')).toEqual([])
  })
})

describe('grouping by category', () => {
  test('groups follow the category order of the shop, unknown categories last by name', () => {
    const groups = groupProducts(
      [product('a', 'Vintage'), product('b', 'Zzz'), product('c', 'Booster Packs'), product('d', 'Aaa'), product('e', 'Vintage')],
      specOrder,
      undefined,
    )
    expect(groups.map((g) => [g.category, g.products.length])).toEqual([
      ['Booster Packs', 1],
      ['Vintage', 2],
      ['Aaa', 1],
      ['Zzz', 1],
    ])
  })

  test('categories without products get no group', () => {
    expect(groupProducts([], specOrder, undefined)).toEqual([])
  })

  test('unsorted, products are listed by name', () => {
    const groups = groupProducts([product('Zeta', 'Vintage'), product('alpha', 'Vintage'), product('Beta 10', 'Vintage'), product('Beta 9', 'Vintage')], specOrder, undefined)
    expect(groups[0]?.products.map((p) => p.name)).toEqual(['alpha', 'Beta 9', 'Beta 10', 'Zeta'])
  })
})

describe('sorting by price or stock', () => {
  const items = [product('B', 'X', 500, 3), product('A', 'X', 1500, 0), product('C', 'X', 500, 20)]

  test('sorts ascending and descending, ties by name', () => {
    expect(sortProducts(items, { column: 'price', direction: 'asc' }).map((p) => p.name)).toEqual(['B', 'C', 'A'])
    expect(sortProducts(items, { column: 'price', direction: 'desc' }).map((p) => p.name)).toEqual(['A', 'B', 'C'])
    expect(sortProducts(items, { column: 'stock', direction: 'asc' }).map((p) => p.name)).toEqual(['A', 'B', 'C'])
    expect(sortProducts(items, { column: 'stock', direction: 'desc' }).map((p) => p.name)).toEqual(['C', 'B', 'A'])
  })

  test('does not change the list it is given', () => {
    const copy = [...items]
    sortProducts(items, { column: 'stock', direction: 'desc' })
    expect(items).toEqual(copy)
  })

  test('a click on the sorted column flips it, a click on another column starts ascending', () => {
    expect(nextSort(undefined, 'price')).toEqual({ column: 'price', direction: 'asc' })
    expect(nextSort({ column: 'price', direction: 'asc' }, 'price')).toEqual({ column: 'price', direction: 'desc' })
    expect(nextSort({ column: 'price', direction: 'desc' }, 'price')).toEqual({ column: 'price', direction: 'asc' })
    expect(nextSort({ column: 'price', direction: 'desc' }, 'stock')).toEqual({ column: 'stock', direction: 'asc' })
  })
})
