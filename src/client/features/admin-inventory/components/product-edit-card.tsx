import { CheckIcon, XIcon } from 'lucide-react'
import type { Product } from '#shared/contracts/products'
import { Button } from '#client/components/ui/button'
import { Input } from '#client/components/ui/input'
import { Label } from '#client/components/ui/label'
import { maxPerBuyerHint, maxPerBuyerLabel } from '../max-per-buyer-input'
import { useProductEditor } from './use-product-editor'

type Props = { product: Product; nameId: string; onDone: () => void }

/** The phone card's inline edit (decision 041): the row's three fields with their labels, then save or cancel. */
export function ProductEditCard({ product, nameId, onDone }: Props) {
  const editor = useProductEditor(product, onDone)
  const id = (field: string) => `product-${product.id}-${field}`
  return (
    <div className="grid gap-3 rounded-md bg-accent/40 p-3" aria-busy={editor.isPending || undefined}>
      <div className="grid grid-cols-3 gap-2">
        <div className="grid content-start gap-1">
          <Label htmlFor={id('price')}>Prijs (€)</Label>
          <Input id={id('price')} autoFocus className="tabular-nums" {...editor.field('price')} />
        </div>
        <div className="grid content-start gap-1">
          <Label htmlFor={id('stock')}>Voorraad</Label>
          <Input id={id('stock')} className="tabular-nums" {...editor.field('stock')} />
        </div>
        <div className="grid content-start gap-1">
          <Label htmlFor={id('max')}>{maxPerBuyerLabel}</Label>
          <Input id={id('max')} aria-describedby={id('max-hint')} className="tabular-nums" {...editor.field('maxPerBuyer')} />
        </div>
      </div>
      <p id={id('max-hint')} className="text-xs text-muted-foreground">
        {maxPerBuyerHint}
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="outline" aria-describedby={nameId} onClick={onDone} disabled={editor.isPending}>
          <XIcon aria-hidden />
          Annuleren
        </Button>
        <Button aria-describedby={nameId} onClick={editor.save} disabled={editor.isPending}>
          <CheckIcon aria-hidden />
          Opslaan
        </Button>
      </div>
    </div>
  )
}
