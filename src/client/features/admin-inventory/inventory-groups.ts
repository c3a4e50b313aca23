import type { Product } from '#shared/contracts/products'

export type SortColumn = 'price' | 'stock'
export type SortDirection = 'asc' | 'desc'
export type ProductSort = { column: SortColumn; direction: SortDirection }

export type InventoryGroup = { category: string; products: Product[] }

const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true })

/** The search box: a case-insensitive match on the product's name or category; blank shows all. */
export function filterProducts(products: readonly Product[], query: string): Product[] {
  const needle = query.trim().toLocaleLowerCase('nl')
  if (!needle) return [...products]
  return products.filter(
    (product) =>
      product.name.toLocaleLowerCase('nl').includes(needle) || product.category.toLocaleLowerCase('nl').includes(needle),
  )
}

/** A click on a header: the same column flips its direction, another column starts ascending. */
export function nextSort(current: ProductSort | undefined, column: SortColumn): ProductSort {
  if (current?.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
  return { column, direction: 'asc' }
}

/**
 * The stock overview: one group per category that has products, in the order of `categoryOrder`
 * (GET /api/categories, product.md 2.10); a category missing from that list (just deleted, say) follows
 * by name. Inside a group the chosen column sorts, ties and the unsorted list by product name.
 */
export function groupProducts(
  products: readonly Product[],
  categoryOrder: readonly string[],
  sort: ProductSort | undefined,
): InventoryGroup[] {
  const byCategory = new Map<string, Product[]>()
  for (const product of products) {
    const group = byCategory.get(product.category)
    if (group) group.push(product)
    else byCategory.set(product.category, [product])
  }
  const rank = new Map(categoryOrder.map((category, index) => [category, index]))
  const compareCategories = (a: string, b: string) =>
    (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity) || collator.compare(a, b)
  return [...byCategory.entries()]
    .sort(([a], [b]) => compareCategories(a, b))
    .map(([category, items]) => ({ category, products: sortProducts(items, sort) }))
}

export function sortProducts(products: readonly Product[], sort: ProductSort | undefined): Product[] {
  const byName = (a: Product, b: Product) => collator.compare(a.name, b.name) || a.id - b.id
  if (!sort) return [...products].sort(byName)
  const sign = sort.direction === 'asc' ? 1 : -1
  return [...products].sort((a, b) => sign * (a[sort.column] - b[sort.column]) || byName(a, b))
}
