import type { ReactNode } from 'react'
import type { Product } from '#shared/contracts/products'
import { Badge } from '#client/components/ui/badge'
import type { CategoryGroup } from '../product-groups'
import { ProductCard } from './product-card'

type Props = {
  group: CategoryGroup
  productAction: (product: Product) => ReactNode
  /** How many of its first cards are at the top of the page, their images loaded at once. */
  eagerImages?: number
}

/** One category of a collection: its name, how many products, and their cards. */
export function CategorySection({ group, productAction, eagerImages = 0 }: Props) {
  const headingId = `category-${slugify(group.category)}`
  const count = group.products.length
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex items-center gap-3">
        <h2 id={headingId} className="text-2xl font-bold">
          {group.category}
        </h2>
        <Badge variant="secondary">{count === 1 ? '1 product' : `${count} producten`}</Badge>
      </div>
      <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
        {group.products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} action={productAction(product)} eager={index < eagerImages} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function slugify(text: string): string {
  return encodeURIComponent(text.toLowerCase().replace(/\s+/g, '-'))
}
