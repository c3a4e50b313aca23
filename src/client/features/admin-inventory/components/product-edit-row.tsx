import { CheckIcon, XIcon } from 'lucide-react'
import { useState, type KeyboardEvent } from 'react'
import type { Product } from '#shared/contracts/products'
import { Button } from '#client/components/ui/button'
import { Input } from '#client/components/ui/input'
import { toast } from '#client/components/ui/use-toast'
import { messages } from '#client/lib/messages'
import { useUpdateProduct } from '../api/product-mutations'
import { maxPerBuyerHint, maxPerBuyerLabel } from '../max-per-buyer-input'
import { draftFromProduct, productUpdateFromDraft, type ProductDraft } from '../product-edit'
import { ProductCell } from './product-cell'
import { StockBadge } from './stock-badge'

type Props = { product: Product; nameId: string; onDone: () => void }

/**
 * product.md 2.10 and 5: price (euros, comma allowed), stock and 'Max per koper' (decision 017) edited in
 * place. Enter saves, Escape cancels.
 */
export function ProductEditRow({ product, nameId, onDone }: Props) {
  // What the fields held when editing began: only fields that differ from it are sent.
  const [started] = useState(() => draftFromProduct(product))
  const [draft, setDraft] = useState<ProductDraft>(started)
  const update = useUpdateProduct()

  const save = () => {
    const result = productUpdateFromDraft(started, draft)
    if (!result.ok) {
      toast({ variant: 'destructive', title: messages.updateFailed, description: result.message })
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

  return (
    <tr className="border-t border-border bg-accent/40" aria-busy={update.isPending || undefined}>
      <ProductCell product={product} nameId={nameId} />
      <td className="px-3 py-2">
        <Input
          aria-label="Prijs (€)"
          inputMode="decimal"
          autoComplete="off"
          autoFocus
          value={draft.price}
          onChange={(event) => setDraft({ ...draft, price: event.target.value })}
          onKeyDown={onKeyDown}
          onFocus={(event) => event.target.select()}
          className="ml-auto w-full max-w-28 text-right tabular-nums"
        />
      </td>
      <td className="px-3 py-2">
        <Input
          aria-label="Voorraad"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={draft.stock}
          onChange={(event) => setDraft({ ...draft, stock: event.target.value })}
          onKeyDown={onKeyDown}
          onFocus={(event) => event.target.select()}
          className="ml-auto w-full max-w-24 text-right tabular-nums"
        />
      </td>
      <td className="px-3 py-2">
        <Input
          aria-label={maxPerBuyerLabel}
          title={maxPerBuyerHint}
          type="number"
          inputMode="numeric"
          min={1}
          max={1000}
          step={1}
          placeholder="Geen"
          value={draft.maxPerBuyer}
          onChange={(event) => setDraft({ ...draft, maxPerBuyer: event.target.value })}
          onKeyDown={onKeyDown}
          onFocus={(event) => event.target.select()}
          className="ml-auto w-full max-w-24 text-right tabular-nums"
        />
      </td>
      <td className="px-3 py-2">
        <StockBadge stock={product.stock} />
      </td>
      <td className="px-3 py-2">
        <div className="flex justify-end gap-1">
          <Button size="icon" aria-label="Opslaan" aria-describedby={nameId} onClick={save} disabled={update.isPending}>
            <CheckIcon aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" aria-label="Annuleren" aria-describedby={nameId} onClick={onDone} disabled={update.isPending}>
            <XIcon aria-hidden />
          </Button>
        </div>
      </td>
    </tr>
  )
}
