import { CheckIcon, XIcon } from 'lucide-react'
import type { Product } from '#shared/contracts/products'
import { Button } from '#client/components/ui/button'
import { Input } from '#client/components/ui/input'
import { maxPerBuyerHint, maxPerBuyerLabel } from '../max-per-buyer-input'
import { StockRow } from './stock-row'
import { useProductEditor } from './use-product-editor'

type Props = { product: Product; nameId: string; onDone: () => void }

/**
 * product.md 2.10 and 5: price (euros, comma allowed), stock and 'Max per koper' (decision 017) edited in
 * place. Enter saves, Escape cancels.
 */
export function ProductEditRow({ product, nameId, onDone }: Props) {
  const editor = useProductEditor(product, onDone)

  return (
    <StockRow
      product={product}
      nameId={nameId}
      editing
      busy={editor.isPending}
      actions={
        <>
          <Button size="icon" aria-label="Opslaan" aria-describedby={nameId} onClick={editor.save} disabled={editor.isPending}>
            <CheckIcon aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" aria-label="Annuleren" aria-describedby={nameId} onClick={onDone} disabled={editor.isPending}>
            <XIcon aria-hidden />
          </Button>
        </>
      }
    >
      <td className="px-3 py-2">
        <Input aria-label="Prijs (€)" autoFocus {...editor.field('price')} className="ml-auto w-full max-w-28 text-right tabular-nums" />
      </td>
      <td className="px-3 py-2">
        <Input aria-label="Voorraad" {...editor.field('stock')} className="ml-auto w-full max-w-24 text-right tabular-nums" />
      </td>
      <td className="px-3 py-2">
        <Input
          aria-label={maxPerBuyerLabel}
          title={maxPerBuyerHint}
          {...editor.field('maxPerBuyer')}
          className="ml-auto w-full max-w-24 text-right tabular-nums"
        />
      </td>
    </StockRow>
  )
}
