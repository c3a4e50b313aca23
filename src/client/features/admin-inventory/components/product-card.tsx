import { PencilIcon } from 'lucide-react'
import { useId } from 'react'
import type { Product } from '#shared/contracts/products'
import { formatEuro } from '#shared/domain/money'
import { Button } from '#client/components/ui/button'
import { maxPerBuyerLabel } from '../max-per-buyer-input'
import { DeleteProductButton } from './delete-product-button'
import { ProductEditCard } from './product-edit-card'
import { ProductThumb } from './product-thumb'
import { StockBadge } from './stock-badge'
import { useInlineEdit } from './use-inline-edit'

/**
 * product.md 2.10 on a phone (decision 041): a product as a card rather than a table row, its stock a
 * number beside its badge, and edit and delete within the screen. Like the row it toggles to an inline edit.
 */
export function ProductCard({ product }: { product: Product }) {
  const nameId = useId()
  const { editing, startEditing, stopEditing, editButton } = useInlineEdit()
  return (
    <li className="rounded-[var(--radius)] border border-border bg-card p-3">
      <article aria-labelledby={nameId} className="grid gap-3">
        <div className="flex items-start gap-3">
          <ProductThumb src={product.imageUrl} />
          <div className="grid min-w-0 flex-1 gap-1">
            <h4 id={nameId} className="font-medium">
              {product.name}
            </h4>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <p className="font-medium tabular-nums">{formatEuro(product.price)}</p>
              <p>
                Voorraad: <span className="text-base font-semibold tabular-nums">{product.stock}</span>
              </p>
              <StockBadge stock={product.stock} />
            </div>
            {product.maxPerBuyer !== undefined && (
              <p className="text-sm text-muted-foreground">
                {maxPerBuyerLabel}: {product.maxPerBuyer}
              </p>
            )}
          </div>
          {!editing && (
            <div className="-mt-1 -mr-1 flex shrink-0 gap-1">
              <Button ref={editButton} variant="ghost" size="icon" aria-label={`Bewerken: ${product.name}`} aria-describedby={nameId} onClick={startEditing}>
                <PencilIcon aria-hidden />
              </Button>
              <DeleteProductButton product={product} nameId={nameId} />
            </div>
          )}
        </div>
        {editing && <ProductEditCard product={product} nameId={nameId} onDone={stopEditing} />}
      </article>
    </li>
  )
}
