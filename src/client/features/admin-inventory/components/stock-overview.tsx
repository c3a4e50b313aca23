import type { UseQueryResult } from '@tanstack/react-query'
import type { Product } from '#shared/contracts/products'
import { useScreenAtLeast } from '#client/components/layout/admin-screen'
import { LoadError } from '#client/components/ui/load-error'
import { Loading } from '#client/components/ui/loading'
import type { InventoryGroup, ProductSort, SortColumn } from '../inventory-groups'
import { CategoryStock } from './category-stock'
import { EmptyState } from './empty-state'
import { ProductSortSelect } from './product-sort-select'

type Props = {
  products: UseQueryResult<Product[]>
  groups: InventoryGroup[]
  search: string
  sort: ProductSort | undefined
  /** A click on a column header. */
  onSort: (column: SortColumn) => void
  /** The phone's sort choice, where there are no headers. */
  onSortChange: (sort: ProductSort | undefined) => void
}

/**
 * product.md 2.10: the stock grouped by category, or why there is nothing to show. A table per category
 * where it fits; on a smaller screen a list of cards with a sort choice above it (decision 041).
 */
export function StockOverview({ products, groups, search, sort, onSort, onSortChange }: Props) {
  const wide = useScreenAtLeast('lg')
  if (products.isPending) {
    return <Loading>Producten laden...</Loading>
  }
  if (products.isError) {
    return (
      <LoadError message={`Kon de producten niet laden: ${products.error.message}`} onRetry={() => void products.refetch()} />
    )
  }
  if (products.data.length === 0) {
    return <EmptyState>Nog geen producten. Voeg je eerste product toe.</EmptyState>
  }
  if (groups.length === 0) {
    return <EmptyState>Geen producten gevonden voor &quot;{search.trim()}&quot;</EmptyState>
  }
  // The table's column headers sort where they fit; a phone has a sort choice above the cards.
  return (
    <div className={wide ? 'grid gap-8' : 'grid gap-6'}>
      {!wide && <ProductSortSelect sort={sort} onSortChange={onSortChange} />}
      {groups.map((group) => (
        <CategoryStock key={group.category} group={group} wide={wide} sort={sort} onSort={onSort} />
      ))}
    </div>
  )
}
