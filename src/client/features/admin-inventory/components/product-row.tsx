import { PencilIcon } from 'lucide-react'
import { useId } from 'react'
import type { Product } from '#shared/contracts/products'
import { formatEuro } from '#shared/domain/money'
import { Button } from '#client/components/ui/button'
import { DeleteProductButton } from './delete-product-button'
import { ProductEditRow } from './product-edit-row'
import { StockRow } from './stock-row'
import { useInlineEdit } from './use-inline-edit'

/** product.md 4: a product row toggles between display and inline edit; saving leaves edit mode. */
export function ProductRow({ product }: { product: Product }) {
  const nameId = useId()
  const { editing, startEditing, stopEditing, editButton } = useInlineEdit()
  if (editing) return <ProductEditRow product={product} nameId={nameId} onDone={stopEditing} />

  return (
    <StockRow
      product={product}
      nameId={nameId}
      actions={
        <>
          <Button ref={editButton} variant="ghost" size="icon" aria-label={`Bewerken: ${product.name}`} aria-describedby={nameId} onClick={startEditing}>
            <PencilIcon aria-hidden />
          </Button>
          <DeleteProductButton product={product} nameId={nameId} />
        </>
      }
    >
      <td className="px-3 py-2 text-right tabular-nums">{formatEuro(product.price)}</td>
      <td className="px-3 py-2 text-right tabular-nums">{product.stock}</td>
      <td className="px-3 py-2 text-right tabular-nums">
        {product.maxPerBuyer ?? <span className="text-muted-foreground">Geen</span>}
      </td>
    </StockRow>
  )
}
