import { PencilIcon } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import type { Product } from '#shared/contracts/products'
import { formatEuro } from '#shared/domain/money'
import { Button } from '#client/components/ui/button'
import { DeleteProductButton } from './delete-product-button'
import { ProductCell } from './product-cell'
import { ProductEditRow } from './product-edit-row'
import { StockBadge } from './stock-badge'

/** product.md 4: a product row toggles between display and inline edit; saving leaves edit mode. */
export function ProductRow({ product }: { product: Product }) {
  const nameId = useId()
  const [editing, setEditing] = useState(false)
  const editButton = useRef<HTMLButtonElement>(null)
  const leftEdit = useRef(false)

  // Back from the editor, focus returns to the row's edit button rather than the page's top.
  useEffect(() => {
    if (!editing && leftEdit.current) {
      leftEdit.current = false
      editButton.current?.focus()
    }
  }, [editing])

  if (editing) {
    const stopEditing = () => {
      leftEdit.current = true
      setEditing(false)
    }
    return <ProductEditRow product={product} nameId={nameId} onDone={stopEditing} />
  }

  return (
    <tr className="border-t border-border">
      <ProductCell product={product} nameId={nameId} />
      <td className="px-3 py-2 text-right tabular-nums">{formatEuro(product.price)}</td>
      <td className="px-3 py-2 text-right tabular-nums">{product.stock}</td>
      <td className="px-3 py-2 text-right tabular-nums">
        {product.maxPerBuyer ?? <span className="text-muted-foreground">Geen</span>}
      </td>
      <td className="px-3 py-2">
        <StockBadge stock={product.stock} />
      </td>
      <td className="px-3 py-2">
        <div className="flex justify-end gap-1">
          <Button
            ref={editButton}
            variant="ghost"
            size="icon"
            aria-label="Bewerken"
            aria-describedby={nameId}
            onClick={() => setEditing(true)}
          >
            <PencilIcon aria-hidden />
          </Button>
          <DeleteProductButton product={product} nameId={nameId} />
        </div>
      </td>
    </tr>
  )
}
