import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from 'lucide-react'
import type { ProductSort, SortColumn } from '../inventory-groups'

type Props = {
  column: SortColumn
  label: string
  sort: ProductSort | undefined
  onSort: (column: SortColumn) => void
}

/** product.md 2.10: a column header that sorts on click; aria-sort on the <th> tells which way. */
export function SortableHeader({ column, label, sort, onSort }: Props) {
  const direction = sort?.column === column ? sort.direction : undefined
  const Icon = direction === 'asc' ? ArrowUpIcon : direction === 'desc' ? ArrowDownIcon : ArrowUpDownIcon
  return (
    <th
      scope="col"
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
      className="w-32 px-3 py-2 text-right font-medium"
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex min-h-11 min-w-11 items-center gap-1 rounded-md px-2 hover:bg-muted"
      >
        {label}
        <Icon aria-hidden className={direction ? 'size-4' : 'size-4 opacity-50'} />
      </button>
    </th>
  )
}
