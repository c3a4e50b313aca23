import { Label } from '#client/components/ui/label'
import { NativeSelect } from '#client/components/ui/native-select'
import type { ProductSort } from '../inventory-groups'

const options: { value: string; label: string; sort: ProductSort | undefined }[] = [
  { value: '', label: 'Op naam', sort: undefined },
  { value: 'stock-asc', label: 'Voorraad, laagste eerst', sort: { column: 'stock', direction: 'asc' } },
  { value: 'stock-desc', label: 'Voorraad, hoogste eerst', sort: { column: 'stock', direction: 'desc' } },
  { value: 'price-asc', label: 'Prijs, laagste eerst', sort: { column: 'price', direction: 'asc' } },
  { value: 'price-desc', label: 'Prijs, hoogste eerst', sort: { column: 'price', direction: 'desc' } },
]

const valueOf = (sort: ProductSort | undefined) => (sort ? `${sort.column}-${sort.direction}` : '')

type Props = { sort: ProductSort | undefined; onSortChange: (sort: ProductSort | undefined) => void }

/** product.md 2.10's sorting by price or stock on a phone, where the cards have no column headers (decision 041). */
export function ProductSortSelect({ sort, onSortChange }: Props) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="inventory-sort">Sorteren</Label>
      <NativeSelect
        id="inventory-sort"
        value={valueOf(sort)}
        onChange={(event) => onSortChange(options.find((option) => option.value === event.target.value)?.sort)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}
