import { TriangleAlertIcon, Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import { formatEuro } from '#shared/domain/money'
import { Button } from '#client/components/ui/button'
import type { CartLine } from '../cart-lines'
import { useCartStore } from '../cart-store'
import { shortageAction, shortageText, type LineShortage } from '../stock-shortage'
import { QuantityInput, QuantityLimitNote } from './quantity-input'

/**
 * One cart line: image, name, unit price, quantity and a remove button; and, when the stock cannot fill
 * it, what is left and a button that takes it (decision 054).
 */
export function CartLineItem({ line, shortage }: { line: CartLine; shortage?: LineShortage | undefined }) {
  const updateQuantity = useCartStore((s) => s.updateQuantity)
  const removeItem = useCartStore((s) => s.removeItem)
  const { product } = line
  const nameId = `cart-line-${product.id}-name`
  const shortageId = `cart-line-${product.id}-shortage`
  const quantityId = `cart-line-${product.id}-quantity`
  const [capped, setCapped] = useState(false)
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
            id={quantityId}
            value={line.quantity}
            describedBy={shortage ? `${nameId} ${shortageId}` : nameId}
            onChange={(quantity) => updateQuantity(product.id, quantity)}
            onCappedChange={setCapped}
          />
          <p className="font-semibold whitespace-nowrap">{formatEuro(product.price * line.quantity)}</p>
        </div>
        <QuantityLimitNote fieldId={quantityId} capped={capped} />
        {shortage && <ShortageNotice id={shortageId} nameId={nameId} productId={product.id} shortage={shortage} />}
      </div>
    </li>
  )
}

/** The line's shortage and its one-tap fix: the quantity left, or the line out. */
function ShortageNotice({ id, nameId, productId, shortage }: { id: string; nameId: string; productId: number; shortage: LineShortage }) {
  const updateQuantity = useCartStore((s) => s.updateQuantity)
  const removeItem = useCartStore((s) => s.removeItem)
  const action = shortageAction(shortage)
  return (
    <div className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
      <p id={id} className="flex gap-2 font-medium text-destructive">
        <TriangleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
        {shortageText(shortage)}
      </p>
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        aria-describedby={nameId}
        onClick={() => ('remove' in action ? removeItem(productId) : updateQuantity(productId, action.quantity))}
      >
        {action.label}
      </Button>
    </div>
  )
}
