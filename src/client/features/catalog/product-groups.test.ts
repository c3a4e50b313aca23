import { describe, expect, test } from 'vitest'
import type { Product } from '#shared/contracts/products'
import { groupByCategory, visibleGroups } from './product-groups'

let nextId = 1
function product(category: string, stock: number, name = `Product ${nextId}`): Product {
  return {
    id: nextId++,
    name,
    imageUrl: '/p.png',
    price: 499,
    stock,
    stockLevel: stock === 0 ? 'out' : 'high',
    category,
    collectionId: 1,
  }
}

describe('grouping a collection by category', () => {
  test('groups products by category, categories by name', () => {
    const groups = groupByCategory([product('Scarlet', 3), product('Obsidian', 3), product('Scarlet', 3)])
    expect(groups.map((g) => [g.category, g.products.length])).toEqual([
      ['Obsidian', 1],
      ['Scarlet', 2],
    ])
  })

  test('puts out-of-stock products last inside each group, keeping the order otherwise', () => {
    const products = [product('A', 0, 'gone'), product('A', 5, 'first'), product('A', 0, 'gone too'), product('A', 1, 'second')]
    expect(groupByCategory(products)[0]?.products.map((p) => p.name)).toEqual(['first', 'second', 'gone', 'gone too'])
  })

  test('no products, no groups', () => {
    expect(groupByCategory([])).toEqual([])
  })

  test('the filter shows the chosen category, or all when none or an unknown one is chosen', () => {
    const groups = groupByCategory([product('A', 1), product('B', 1)])
    expect(visibleGroups(groups, 'B').map((g) => g.category)).toEqual(['B'])
    expect(visibleGroups(groups, undefined)).toHaveLength(2)
    expect(visibleGroups(groups, 'gone')).toHaveLength(2)
  })
})
