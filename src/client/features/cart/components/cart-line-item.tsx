import { Trash2Icon } from 'lucide-react'
import { formatEuro } from '#shared/domain/money'
import { Button } from '#client/components/ui/button'
import type { CartLine } from '../cart-lines'
import { useCartStore } from '../cart-store'
import { QuantityInput } from './quantity-input'

/** One cart line: image, name, unit price, quantity and a remove button. */
export function CartLineItem({ line }: { line: CartLine }) {
  const updateQuantity = useCartStore((s) => s.updateQuantity)
  const removeItem = useCartStore((s) => s.removeItem)
  const { product } = line
  const nameId = `cart-line-${product.id}-name`
  return (
    <li className="flex gap-3 py-4">
      <img
        src={product.imageUrl}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        className="size-16 shrink-0 rounded-md border border-border bg-muted object-contain"
      />
      <div className="grid min-w-0 flex-1 gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p id={nameId} className="font-medium">
              {product.name}
            </p>
            <p className="text-sm text-muted-foreground">{formatEuro(product.price)} per stuk</p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="shrink-0"
            aria-label="Verwijderen"
            aria-describedby={nameId}
            onClick={() => removeItem(product.id)}
          >
            <Trash2Icon aria-hidden />
          </Button>
        </div>
        <div className="flex items-end justify-between gap-2">
          <QuantityInput
            id={`cart-line-${product.id}-quantity`}
            value={line.quantity}
            describedBy={nameId}
            onChange={(quantity) => updateQuantity(product.id, quantity)}
          />
          <p className="font-semibold">{formatEuro(product.price * line.quantity)}</p>
        </div>
      </div>
    </li>
  )
}
