import { ShoppingCartIcon } from 'lucide-react'
import { useMemo } from 'react'
import { formatEuro } from '#shared/domain/money'
import { Button } from '#client/components/ui/button'
import { useProducts } from '#client/resources/products'
import { selectCartTotal, useCartStore } from '../cart-store'
import { lineShortages, SHORTAGE_SUMMARY } from '../stock-shortage'
import { CartLineItem } from './cart-line-item'

/**
 * product.md 2.5 step 1: the lines, the total and the way to the details; or 'Je winkelwagen is leeg'.
 * The lines follow the live stock (the product list, refetched on every stock event): a line the stock
 * cannot fill says so and offers what is left, before the buyer pays (decision 054).
 */
export function CartList({ onCheckout }: { onCheckout: () => void }) {
  const lines = useCartStore((s) => s.lines)
  const total = useCartStore(selectCartTotal)
  const products = useProducts()
  const stock = useMemo(
    () => (products.data ? new Map(products.data.map((product) => [product.id, product.stock])) : undefined),
    [products.data],
  )
  const shortages = lineShortages(lines, stock)

  if (lines.length === 0) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center text-muted-foreground">
        <ShoppingCartIcon aria-hidden className="size-10" />
        <p>Je winkelwagen is leeg</p>
      </div>
    )
  }

  return (
    <>
      <ul className="grid flex-1 content-start divide-y divide-border px-4" aria-label="Producten in je winkelwagen">
        {lines.map((line) => (
          <CartLineItem key={line.product.id} line={line} shortage={shortages.get(line.product.id)} />
        ))}
      </ul>
      <div className="sticky bottom-0 grid gap-3 border-t border-border bg-card p-4">
        {shortages.size > 0 && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {SHORTAGE_SUMMARY}
          </p>
        )}
        <p className="flex items-center justify-between text-base font-semibold">
          <span>Totaal</span>
          <span>{formatEuro(total)}</span>
        </p>
        <Button size="lg" onClick={onCheckout}>
          Afrekenen
        </Button>
      </div>
    </>
  )
}
