import { Trash2Icon } from 'lucide-react'
import { useRef, useState } from 'react'
import type { Collection } from '#shared/contracts/collections'
import { AlertDialog, AlertDialogConfirmation, AlertDialogTrigger } from '#client/components/ui/alert-dialog'
import { Button } from '#client/components/ui/button'
import { toast } from '#client/components/ui/use-toast'
import { useDeleteCollection, type MoveProductsTo } from '../api/delete-collection'
import { CollectionProductsDialog } from './collection-products-dialog'

type Step = { name: 'idle' } | { name: 'confirm' } | { name: 'products'; productCount: number }

type Props = {
  collection: Collection
  collections: readonly Collection[]
  /** The id of the row's name, so the icon button says which collection it deletes. */
  describedBy: string
}

/**
 * Delete asks first. A collection that still holds products (409 with productCount) asks a second
 * question: move them to another collection, or keep them without one.
 */
export function CollectionDeleteButton({ collection, collections, describedBy }: Props) {
  const [step, setStep] = useState<Step>({ name: 'idle' })
  const remove = useDeleteCollection()
  const triggerRef = useRef<HTMLButtonElement>(null)
  const others = collections.filter((other) => other.id !== collection.id)

  const run = async (moveProductsTo?: MoveProductsTo) => {
    try {
      const result = await remove.mutateAsync({ id: collection.id, moveProductsTo })
      if (!result.deleted) {
        setStep({ name: 'products', productCount: result.productCount })
        return
      }
      setStep({ name: 'idle' })
      toast({ title: 'Collectie verwijderd' })
    } catch {
      setStep({ name: 'idle' }) // the failure toast has told the admin
    }
  }

  const close = () => {
    if (!remove.isPending) setStep({ name: 'idle' })
  }

  return (
    <>
      <AlertDialog open={step.name === 'confirm'} onOpenChange={(open) => (open ? setStep({ name: 'confirm' }) : close())}>
        <AlertDialogTrigger asChild>
          <Button ref={triggerRef} variant="ghost" size="icon" aria-label="Verwijderen" aria-describedby={describedBy}>
            <Trash2Icon aria-hidden />
          </Button>
        </AlertDialogTrigger>
        <AlertDialogConfirmation
          title="Weet je zeker dat je deze collectie wilt verwijderen?"
          description={<>De collectie &lsquo;{collection.name}&rsquo; verdwijnt uit het menu van de winkel.</>}
          confirmLabel={remove.isPending ? 'Verwijderen...' : 'Verwijderen'}
          busy={remove.isPending}
          onConfirm={() => void run()}
        />
      </AlertDialog>
      {step.name === 'products' && (
        <CollectionProductsDialog
          collection={collection}
          productCount={step.productCount}
          others={others}
          pending={remove.isPending}
          onConfirm={(moveProductsTo) => void run(moveProductsTo)}
          onCancel={close}
          returnFocusTo={triggerRef}
        />
      )}
    </>
  )
}
