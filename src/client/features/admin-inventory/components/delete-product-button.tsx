import { Trash2Icon } from 'lucide-react'
import type { Product } from '#shared/contracts/products'
import { Button } from '#client/components/ui/button'
import { useDeleteProduct } from '../api/product-mutations'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog'

type Props = { product: Product; /** The id of the element naming the product, for the button's description. */ nameId: string }

/** product.md 2.10: the row's delete icon, confirmed first. */
export function DeleteProductButton({ product, nameId }: Props) {
  const remove = useDeleteProduct()
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="icon" aria-label="Verwijderen" aria-describedby={nameId} className="text-destructive">
          <Trash2Icon aria-hidden />
        </Button>
      }
      title="Weet je zeker dat je dit product wilt verwijderen?"
      description={product.name}
      confirmLabel="Verwijderen"
      onConfirm={() => remove.mutateAsync(product.id)}
    />
  )
}
