import { useState } from 'react'
import { useProducts } from '#client/resources/products'
import { useCategories } from '../api/categories'
import { filterProducts, groupProducts, nextSort, type ProductSort, type SortColumn } from '../inventory-groups'
import { computeInventoryStats } from '../inventory-stats'
import { InventoryStatTiles } from './inventory-stat-tiles'
import { InventoryToolbar } from './inventory-toolbar'
import { StockOverview } from './stock-overview'

/**
 * product.md 2.10: the seller's stock during a live stream: statistics, search, the category and product
 * panels, and the stock per category, kept current by the stock and categories channels.
 * One sort applies to every category's table, so 'Voorraad' ascending shows the shortages everywhere.
 * Reset Data is in the toolbar unless the page puts it elsewhere (on a phone, decision 057).
 */
export function InventoryDashboard({ showReset = true }: { showReset?: boolean }) {
  const products = useProducts()
  const categories = useCategories()
  const [search, setSearch] = useState('')
  const [sort, setSort] = useState<ProductSort>()

  const stats = products.data ? computeInventoryStats(products.data) : undefined
  const groups = groupProducts(filterProducts(products.data ?? [], search), categories.data ?? [], sort)
  const sortBy = (column: SortColumn) => setSort((current) => nextSort(current, column))

  return (
    <section aria-labelledby="inventory-heading" className="grid gap-6">
      <h2 id="inventory-heading" className="text-2xl font-bold">
        Voorraad
      </h2>
      <InventoryToolbar search={search} onSearchChange={setSearch} showReset={showReset} />
      <InventoryStatTiles stats={stats} />
      <StockOverview products={products} groups={groups} search={search} sort={sort} onSort={sortBy} onSortChange={setSort} />
    </section>
  )
}
