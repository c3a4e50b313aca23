import { Trash2Icon } from 'lucide-react'
import { useId } from 'react'
import { Button } from '#client/components/ui/button'
import { useDeleteCategory } from '../api/category-mutations'

type Props = { name: string; productCount: number }

/** A category in the side panel, with how many products use it and a delete button. */
export function CategoryListItem({ name, productCount }: Props) {
  const nameId = useId()
  const remove = useDeleteCategory()
  return (
    <li className="flex items-center justify-between gap-3 py-1.5 pr-3">
      <div className="grid min-w-0">
        <span id={nameId} className="truncate font-medium">
          {name}
        </span>
        <span className="text-xs text-muted-foreground">
          {productCount === 1 ? '1 product' : `${productCount} producten`}
        </span>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Verwijderen"
        aria-describedby={nameId}
        className="text-destructive"
        disabled={remove.isPending}
        onClick={() => remove.mutate(name)}
      >
        <Trash2Icon aria-hidden />
      </Button>
    </li>
  )
}
