import { useState, type RefObject } from 'react'
import type { Collection } from '#shared/contracts/collections'
import { AlertDialog, AlertDialogConfirmation } from '#client/components/ui/alert-dialog'
import { Label } from '#client/components/ui/label'
import { NativeSelect } from '#client/components/ui/native-select'
import type { MoveProductsTo } from '../api/delete-collection'

type Props = {
  collection: Collection
  productCount: number
  /** The collections the products can move to. */
  others: readonly Collection[]
  pending: boolean
  onConfirm: (moveProductsTo: MoveProductsTo) => void
  onCancel: () => void
  /** Where the keyboard goes when the dialog closes (the row's delete button). */
  returnFocusTo: RefObject<HTMLButtonElement | null>
}

/** The second question of a delete: the collection still holds products. Mounted open; closing unmounts it. */
export function CollectionProductsDialog({ collection, productCount, others, pending, onConfirm, onCancel, returnFocusTo }: Props) {
  const [mode, setMode] = useState<'move' | 'none'>('move')
  const [target, setTarget] = useState('')
  // Another tab may delete the chosen collection meanwhile: fall back to the first that is left.
  const selected = others.find((other) => String(other.id) === target) ?? others[0]
  const choice = selected && mode === 'move' ? 'move' : 'none'
  const id = (part: string) => `collection-${collection.id}-products-${part}`

  return (
    <AlertDialog open onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogConfirmation
        title={`Deze collectie bevat nog ${productCount} ${productCount === 1 ? 'product' : 'producten'}.`}
        description={<>Kies wat er met de producten gebeurt. Daarna wordt de collectie &lsquo;{collection.name}&rsquo; verwijderd.</>}
        confirmLabel={pending ? 'Verwijderen...' : 'Collectie verwijderen'}
        busy={pending}
        onConfirm={() => onConfirm(choice === 'move' && selected ? selected.id : 'none')}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          returnFocusTo.current?.focus()
        }}
      >
        <fieldset className="grid gap-3">
          <legend className="mb-3 text-sm font-medium">Wat gebeurt er met de producten?</legend>
          {selected && (
            <div className="grid gap-3 rounded-[var(--radius)] border border-input p-3 has-[:checked]:border-primary">
              <div className="flex items-center gap-2">
                <input
                  id={id('move')}
                  type="radio"
                  name={id('choice')}
                  checked={choice === 'move'}
                  onChange={() => setMode('move')}
                  className="size-4 accent-primary"
                />
                <Label htmlFor={id('move')}>Verplaatsen naar een andere collectie</Label>
              </div>
              <div className="grid gap-1.5 pl-6">
                <Label htmlFor={id('target')}>Nieuwe collectie</Label>
                <NativeSelect
                  id={id('target')}
                  value={String(selected.id)}
                  onChange={(event) => {
                    setTarget(event.target.value)
                    setMode('move')
                  }}
                >
                  {others.map((other) => (
                    <option key={other.id} value={other.id}>
                      {other.name}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>
          )}
          <div className="grid gap-1 rounded-[var(--radius)] border border-input p-3 has-[:checked]:border-primary">
            <div className="flex items-center gap-2">
              <input
                id={id('none')}
                type="radio"
                name={id('choice')}
                checked={choice === 'none'}
                onChange={() => setMode('none')}
                aria-describedby={id('none-hint')}
                className="size-4 accent-primary"
              />
              <Label htmlFor={id('none')}>Bewaren zonder collectie</Label>
            </div>
            <p id={id('none-hint')} className="pl-6 text-xs text-muted-foreground">
              De producten blijven in de voorraad, maar staan in geen enkele collectie.
            </p>
          </div>
        </fieldset>
      </AlertDialogConfirmation>
    </AlertDialog>
  )
}
