import type { Product } from '#shared/contracts/products'
import { ProductThumb } from './product-thumb'

type Props = { product: Product; /** Names the row for its icon buttons' descriptions. */ nameId: string }

/** The first cell of a stock row: picture, name and category. A row header, so cells read with the name. */
export function ProductCell({ product, nameId }: Props) {
  return (
    <th scope="row" className="px-3 py-2 text-left font-normal">
      <div className="flex items-center gap-3">
        <ProductThumb src={product.imageUrl} />
        <div className="grid min-w-0">
          <span id={nameId} className="truncate font-medium">
            {product.name}
          </span>
          <span className="truncate text-xs text-muted-foreground">{product.category}</span>
        </div>
      </div>
    </th>
  )
}
