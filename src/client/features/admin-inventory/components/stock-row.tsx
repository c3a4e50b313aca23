import type { ReactNode } from 'react'
import type { Product } from '#shared/contracts/products'
import { cn } from '#client/lib/cn'
import { ProductCell } from './product-cell'
import { StockBadge } from './stock-badge'

type Props = {
  product: Product
  /** Names the row for its icon buttons' descriptions. */
  nameId: string
  /** In edit the row is tinted and its cells hold the fields. */
  editing?: boolean
  busy?: boolean
  /** The price, stock and 'Max per koper' cells, shown or as fields. */
  children: ReactNode
  /** The row's icon buttons. */
  actions: ReactNode
}

/** product.md 4: a product's row of the stock table, shown or in edit: the product, its cells, its stock level and its buttons. */
export function StockRow({ product, nameId, editing = false, busy = false, children, actions }: Props) {
  return (
    <tr className={cn('border-t border-border', editing && 'bg-accent/40')} aria-busy={busy || undefined}>
      <ProductCell product={product} nameId={nameId} />
      {children}
      <td className="px-3 py-2">
        <StockBadge stock={product.stock} />
      </td>
      <td className="px-3 py-2">
        <div className="flex justify-end gap-1">{actions}</div>
      </td>
    </tr>
  )
}
