import { Link } from 'react-router'
import { useCollections } from '../api/collections'

/** SPEC 2.4: the 'Collecties' grid; a collection opens /collections/{slug}. */
export function CollectionsGrid() {
  const collections = useCollections()
  return (
    <section aria-labelledby="collections-title" className="grid gap-4">
      <h2 id="collections-title" className="text-2xl font-bold">
        Collecties
      </h2>
      {collections.isPending && <p className="text-muted-foreground">Collecties laden...</p>}
      {collections.isError && <p className="text-destructive">De collecties konden niet worden geladen.</p>}
      {collections.data && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {collections.data.map((collection) => (
            <li key={collection.id}>
              <Link
                to={`/collections/${collection.slug}`}
                className="flex h-24 items-center justify-center rounded-[var(--radius)] border border-border bg-card p-4 text-center font-semibold shadow-sm transition hover:-translate-y-0.5 hover:border-primary hover:text-primary"
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
