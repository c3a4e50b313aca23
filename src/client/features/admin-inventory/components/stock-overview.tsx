import type { UseQueryResult } from '@tanstack/react-query'
import type { Product } from '#shared/contracts/products'
import { LoadError } from '#client/components/ui/load-error'
import type { InventoryGroup, ProductSort, SortColumn } from '../inventory-groups'
import { CategoryStockTable } from './category-stock-table'
import { EmptyState } from './empty-state'

type Props = {
  products: UseQueryResult<Product[]>
  groups: InventoryGroup[]
  search: string
  sort: ProductSort | undefined
  onSort: (column: SortColumn) => void
}

/** product.md 2.10: the stock grouped by category, or why there is nothing to show. */
export function StockOverview({ products, groups, search, sort, onSort }: Props) {
  if (products.isPending) {
    return (
      <p role="status" className="text-muted-foreground">
        Producten laden...
      </p>
    )
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
  return (
    <div className="grid gap-8">
      {groups.map((group) => (
        <CategoryStockTable key={group.category} group={group} sort={sort} onSort={onSort} />
      ))}
    </div>
  )
}
