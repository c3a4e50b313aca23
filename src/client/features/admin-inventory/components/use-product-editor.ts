import { useState, type KeyboardEvent } from 'react'
import type { Product } from '#shared/contracts/products'
import { toast } from '#client/components/ui/use-toast'
import { adminMessages } from '#client/lib/admin-messages'
import { useUpdateProduct } from '../api/product-mutations'
import { draftFromProduct, productUpdateFromDraft, type ProductDraft } from '../product-edit'

/** What kind of input each field is, in the table's row and the phone's card alike; blank 'Max per koper' is no limit. */
const inputs = {
  price: { inputMode: 'decimal', autoComplete: 'off' },
  stock: { type: 'number', inputMode: 'numeric', min: 0, step: 1 },
  maxPerBuyer: { type: 'number', inputMode: 'numeric', min: 1, max: 1000, step: 1, placeholder: 'Geen' },
} as const

/**
 * product.md 2.10 and 5: the inline edit of price (euros, comma allowed), stock and 'Max per koper' (decision
 * 017), for the table row and the phone's card alike. Enter saves, Escape cancels.
 */
export function useProductEditor(product: Product, onDone: () => void) {
  // What the fields held when editing began: only fields that differ from it are sent.
  const [started] = useState(() => draftFromProduct(product))
  const [draft, setDraft] = useState<ProductDraft>(started)
  const update = useUpdateProduct()

  const save = () => {
    const result = productUpdateFromDraft(started, draft)
    if (!result.ok) {
      toast({ variant: 'destructive', title: adminMessages.updateFailed, description: result.message })
      return
    }
    if (!result.update) return onDone()
    update.mutate({ id: product.id, update: result.update }, { onSuccess: onDone })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      if (!update.isPending) save()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      onDone()
    }
  }

  /** The props of one field's input: its kind, its value, typing, the keys, and selecting all on focus. */
  const field = (name: keyof ProductDraft) => ({
    ...inputs[name],
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
    onKeyDown,
    onFocus: (event: { target: { select: () => void } }) => event.target.select(),
  })

  return { field, save, isPending: update.isPending }
}
