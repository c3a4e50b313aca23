import type { ReactNode } from 'react'
import type { Product } from '#shared/contracts/products'
import { formatEuro } from '#shared/domain/money'
import { storefrontStockBadge, type StockLevel } from '#shared/domain/stock-level'
import { Badge, type BadgeVariant } from '#client/components/ui/badge'
import { cn } from '#client/lib/cn'

const badgeVariant: Record<StockLevel, BadgeVariant> = {
  out: 'danger',
  low: 'warning',
  medium: 'secondary',
  high: 'success',
}

type Props = {
  product: Product
  action: ReactNode
  /** At the top of the page: the image loads at once rather than when scrolled near. */
  eager?: boolean
}

/**
 * product.md 2.6: image, name, price and the storefront stock badge (product.md 4), plus the action below; a drop's
 * 'Max per koper' under the price (decision 017).
 */
export function ProductCard({ product, action, eager = false }: Props) {
  const soldOut = product.stock <= 0
  const nameId = `product-${product.id}-name`
  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col overflow-hidden rounded-[var(--radius)] border border-border bg-card shadow-sm"
    >
      <img
        src={product.imageUrl}
        alt={product.name}
        width={400}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        className={cn('aspect-square w-full bg-muted object-contain p-2', soldOut && 'opacity-50 grayscale')}
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 id={nameId} className="min-w-0 font-semibold">
            {product.name}
          </h3>
          <Badge variant={badgeVariant[product.stockLevel]}>{storefrontStockBadge[product.stockLevel]}</Badge>
        </div>
        <div className="mt-auto">
          <p className="text-lg font-bold">{formatEuro(product.price)}</p>
          {product.maxPerBuyer !== undefined && (
            <p className="text-sm text-muted-foreground">Max {product.maxPerBuyer} per koper</p>
          )}
        </div>
        {action}
      </div>
    </article>
  )
}
