import { useId } from 'react'
import { Badge } from '#client/components/ui/badge'
import type { InventoryGroup, ProductSort, SortColumn } from '../inventory-groups'
import { maxPerBuyerLabel } from '../max-per-buyer-input'
import { ProductCard } from './product-card'
import { ProductRow } from './product-row'
import { SortableHeader } from './sortable-header'

type Props = {
  group: InventoryGroup
  /** A table where it fits; on a smaller screen a card per product (decision 041). */
  wide: boolean
  sort: ProductSort | undefined
  onSort: (column: SortColumn) => void
}

/**
 * One category of the stock overview: its heading, how many products, and their table. On a phone a
 * card per product instead, so stock, status and the edit and delete icons need no sideways swipe.
 */
export function CategoryStock({ group, wide, sort, onSort }: Props) {
  const headingId = useId()
  const count = group.products.length
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex items-center gap-3">
        <h3 id={headingId} className="text-xl font-semibold">
          {group.category}
        </h3>
        <Badge variant="secondary">{count === 1 ? '1 product' : `${count} producten`}</Badge>
      </div>
      {wide ? (
        <div className="overflow-x-auto rounded-[var(--radius)] border border-border bg-card">
          <table aria-labelledby={headingId} className="w-full min-w-[880px] table-fixed text-sm">
            <thead className="bg-muted/60 text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Product
                </th>
                <SortableHeader column="price" label="Prijs" sort={sort} onSort={onSort} />
                <SortableHeader column="stock" label="Voorraad" sort={sort} onSort={onSort} />
                <th scope="col" className="w-32 px-3 py-2 text-right font-medium">
                  {maxPerBuyerLabel}
                </th>
                <th scope="col" className="w-44 px-3 py-2 text-left font-medium">
                  Status
                </th>
                <th scope="col" className="w-28 px-3 py-2 text-right font-medium">
                  Acties
                </th>
              </tr>
            </thead>
            <tbody>
              {group.products.map((product) => (
                <ProductRow key={product.id} product={product} />
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul aria-labelledby={headingId} className="grid gap-2">
          {group.products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </ul>
      )}
    </section>
  )
}
