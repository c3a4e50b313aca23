import { LoaderCircleIcon, ShoppingCartIcon } from 'lucide-react'
import { useState } from 'react'
import { overBuyerLimit } from '#shared/contracts/storefront-messages'
import type { Product } from '#shared/contracts/products'
import { Button } from '#client/components/ui/button'
import { toast } from '#client/components/ui/use-toast'
import { showAddedToast } from '../added-toast'
import type { AddRefusal } from '../cart-lines'
import { MAX_CART_LINE_QUANTITY } from '../cart-quantity'
import { useCartStore } from '../cart-store'

/** product.md 2.6 and 9: the product enters the cart 0.6 seconds after the press. */
export const ADD_TO_CART_DELAY_MS = 600

/**
 * product.md 2.6: adds one of the product to the cart; disabled ('Uitverkocht') without stock. A line is
 * never raised past the stock on the page (the server checks again at checkout).
 */
export function AddToCartButton({ product }: { product: Product }) {
  const [pending, setPending] = useState(false)
  const soldOut = product.stock <= 0

  const add = () => {
    const refusal = refusalNow(product)
    if (refusal) return showRefusal(refusal, product)
    setPending(true)
    // Not cancelled on unmount: a buyer who navigates away within 0.6 s still gets the product.
    setTimeout(() => {
      setPending(false)
      const refused = useCartStore.getState().addItem(product, product.stock)
      if (refused) return showRefusal(refused, product)
      showAddedToast(product.name)
    }, ADD_TO_CART_DELAY_MS)
  }

  if (soldOut) {
    return (
      <Button className="w-full" disabled>
        Uitverkocht
      </Button>
    )
  }
  return (
    <Button className="w-full" onClick={add} disabled={pending} aria-busy={pending || undefined}>
      {pending ? <LoaderCircleIcon aria-hidden className="motion-safe:animate-spin" /> : <ShoppingCartIcon aria-hidden />}
      {pending ? 'Toevoegen...' : 'In winkelwagen'}
    </Button>
  )
}

/** Also the seller's 'Max per koper' (decision 017); the server counts what the buyer bought before. */
type Refusal = AddRefusal | 'buyer-limit'

function refusalNow(product: Product): Refusal | undefined {
  const inCart = useCartStore.getState().lines.find((line) => line.product.id === product.id)?.quantity ?? 0
  if (product.maxPerBuyer !== undefined && inCart >= product.maxPerBuyer) return 'buyer-limit'
  if (inCart >= MAX_CART_LINE_QUANTITY) return 'line-limit'
  if (inCart >= product.stock) return 'stock-limit'
  return undefined
}

function showRefusal(refusal: Refusal, product: Product): void {
  if (refusal === 'buyer-limit') {
    toast({ variant: 'destructive', title: 'Maximum bereikt', description: overBuyerLimit(product.name, product.maxPerBuyer ?? 0, 0) })
    return
  }
  if (refusal === 'line-limit') {
    toast({
      variant: 'destructive',
      title: 'Maximum bereikt',
      description: `Je kunt maximaal ${MAX_CART_LINE_QUANTITY} stuks van ${product.name} per bestelling kopen.`,
    })
    return
  }
  toast({
    variant: 'destructive',
    title: 'Niet genoeg voorraad',
    description:
      product.stock === 1
        ? `Er is nog 1 stuk van ${product.name} beschikbaar en dat zit al in je winkelwagen.`
        : `Er zijn nog ${product.stock} stuks van ${product.name} beschikbaar en die zitten al in je winkelwagen.`,
  })
}
