import type { Product } from '#shared/contracts/products'

export type CategoryGroup = { category: string; products: Product[] }

// Made on first use: a collection with one category never compares names, and creating a
// collator costs a page its first use of the browser's locale data.
let collator: Intl.Collator | undefined
const compareNames = (a: string, b: string) =>
  (collator ??= new Intl.Collator('nl', { sensitivity: 'base', numeric: true })).compare(a, b)

/**
 * product.md 2.6: products grouped by category, out-of-stock products last inside each group. Categories
 * are sorted by name; inside a group the server's order is kept otherwise.
 */
export function groupByCategory(products: readonly Product[]): CategoryGroup[] {
  const byCategory = new Map<string, Product[]>()
  for (const product of products) {
    const group = byCategory.get(product.category)
    if (group) group.push(product)
    else byCategory.set(product.category, [product])
  }
  return [...byCategory.entries()]
    .sort(([a], [b]) => compareNames(a, b))
    .map(([category, items]) => ({ category, products: inStockFirst(items) }))
}

/** Array.prototype.sort is stable, so products keep their order within in-stock and sold-out. */
function inStockFirst(products: Product[]): Product[] {
  return [...products].sort((a, b) => Number(a.stock <= 0) - Number(b.stock <= 0))
}

/** What the category filter shows: all groups, or the one chosen. A filter for a vanished category shows all. */
export function visibleGroups(groups: CategoryGroup[], selected: string | undefined): CategoryGroup[] {
  const chosen = groups.filter((group) => group.category === selected)
  return chosen.length > 0 ? chosen : groups
}
