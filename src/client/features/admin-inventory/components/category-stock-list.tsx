import { useId } from 'react'
import { Badge } from '#client/components/ui/badge'
import type { InventoryGroup } from '../inventory-groups'
import { ProductCard } from './product-card'

/**
 * One category of the stock overview on a phone (decision 041): its heading, how many products, and a card
 * per product, so stock, status and the edit and delete icons need no sideways swipe.
 */
export function CategoryStockList({ group }: { group: InventoryGroup }) {
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
      <ul aria-labelledby={headingId} className="grid gap-2">
        {group.products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </ul>
    </section>
  )
}
