import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { offersProducts } from '#shared/domain/collections'
import { useCollections } from '#client/resources/collections'
import { rememberCollectionCount, rememberedCollectionCount } from '../remembered-count'

const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5'
const tileClass = 'min-h-24 rounded-[var(--radius)] border border-border'

/**
 * product.md 2.4: the 'Collecties' grid; a collection opens /collections/{slug}. A collection without
 * products is left out: it would lead to an empty page (decision 043).
 */
export function CollectionsGrid() {
  const collections = useCollections()
  const listed = collections.data?.filter(offersProducts)
  // While they load, empty tiles hold the room the collections will take, so nothing below moves.
  const [expectedCount] = useState(rememberedCollectionCount)
  const count = listed?.length
  useEffect(() => {
    if (count !== undefined) rememberCollectionCount(count)
  }, [count])

  return (
    <section aria-labelledby="collections-title" className="grid gap-4">
      <h2 id="collections-title" className="text-2xl font-bold">
        Collecties
      </h2>
      {collections.isPending && (
        <div className="relative min-h-10">
          <ul aria-hidden className={gridClass}>
            {Array.from({ length: expectedCount }, (_, index) => (
              <li key={index} className={`${tileClass} bg-muted/60 motion-safe:animate-pulse`} />
            ))}
          </ul>
          <p className="absolute inset-0 flex items-center justify-center">
            <span className="rounded-md bg-background px-3 py-1 text-muted-foreground">Collecties laden...</span>
          </p>
        </div>
      )}
      {collections.isError && <p className="text-destructive">De collecties konden niet worden geladen.</p>}
      {listed?.length === 0 && <p className="text-muted-foreground">Er zijn op dit moment geen producten te koop.</p>}
      {listed && listed.length > 0 && (
        <ul className={gridClass}>
          {listed.map((collection) => (
            <li key={collection.id}>
              <Link
                to={`/collections/${collection.slug}`}
                className={`${tileClass} flex h-full items-center justify-center bg-card p-4 text-center font-semibold shadow-sm transition hover:-translate-y-0.5 hover:border-primary hover:text-primary`}
              >
                {collection.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
