import { useMemo, useState, type ReactNode } from 'react'
import type { Product } from '#shared/contracts/products'
import { LoadError } from '#client/components/ui/load-error'
import { Loading } from '#client/components/ui/loading'
import { useCollectionProducts } from '../api/collection-products'
import { groupByCategory, visibleGroups } from '../product-groups'
import { CategoryFilter } from './category-filter'
import { CategorySection } from './category-section'

/** Cards in the widest row of the grid (four columns on a desktop). */
const FIRST_ROW_CARDS = 4

type Props = { collectionId: number; productAction: (product: Product) => ReactNode }

/** product.md 2.6: the products of one collection, by category, with a filter when there is a choice. */
export function CollectionProducts({ collectionId, productAction }: Props) {
  const products = useCollectionProducts(collectionId)
  const [selected, setSelected] = useState<string | undefined>(undefined)
  const groups = useMemo(() => groupByCategory(products.data ?? []), [products.data])

  if (products.isPending) {
    return <Loading>Producten laden...</Loading>
  }
  if (products.isError) {
    return <LoadError message="De producten konden niet worden geladen." onRetry={() => void products.refetch()} />
  }
  if (groups.length === 0) {
    return <p className="text-muted-foreground">Geen producten gevonden in deze collectie.</p>
  }

  // A chosen category that has since disappeared (its last product deleted) falls back to 'Alle'.
  const current = groups.some((group) => group.category === selected) ? selected : undefined
  const shown = visibleGroups(groups, current)
  return (
    <div className="grid gap-8">
      {groups.length > 1 && (
        <CategoryFilter categories={groups.map((g) => g.category)} selected={current} onSelect={setSelected} />
      )}
      {shown.map((group, index) => (
        <CategorySection
          key={group.category}
          group={group}
          productAction={productAction}
          // The first row of the first category is on screen at once, on a phone and a desktop.
          eagerImages={index === 0 ? FIRST_ROW_CARDS : 0}
        />
      ))}
    </div>
  )
}
