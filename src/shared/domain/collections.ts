/**
 * Decision 043: the storefront's menus and home's grid offer a collection as a destination only while
 * it lists a product; its page still answers a direct link, saying it has none. An answer without a
 * count (a collection just made in the back office) counts as listing. Here, not beside the schema: the
 * storefront's first download holds no zod (decision 004).
 */
export function offersProducts(collection: { productCount?: number }): boolean {
  return collection.productCount !== 0
}
