import { SearchIcon } from 'lucide-react'
import { Input } from '#client/components/ui/input'
import { Label } from '#client/components/ui/label'
import { AddProductSheet } from './add-product-sheet'
import { CategoriesSheet } from './categories-sheet'
import { ResetDataButton } from './reset-data-button'

type Props = {
  search: string
  onSearchChange: (search: string) => void
  /** Off on a phone, where Reset Data stands at the top of the page instead (decision 057). */
  showReset: boolean
}

/** product.md 2.10: the search box, the Categories and Add Product panels, and Reset Data. */
export function InventoryToolbar({ search, onSearchChange, showReset }: Props) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-56 flex-1 gap-1.5">
        <Label htmlFor="inventory-search">Zoeken</Label>
        <div className="relative">
          <SearchIcon aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id="inventory-search"
            type="search"
            autoComplete="off"
            placeholder="Product of categorie"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            className="pl-9"
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <CategoriesSheet />
        <AddProductSheet />
        {showReset && <ResetDataButton />}
      </div>
    </div>
  )
}
