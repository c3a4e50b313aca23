import { useQueryClient } from '@tanstack/react-query'
import { Button } from '#client/components/ui/button'
import { Card } from '#client/components/ui/card'
import { collectionsQuery, useCollections } from '#client/resources/collections'
import { useReorderCollections } from '../api/collections'
import { moveCollection, type MoveDirection } from '../collection-order'
import { CollectionCreateForm } from './collection-create-form'
import { CollectionRow } from './collection-row'

const titleId = 'collections-manager-title'

/** product.md 11: the collections of the shop's menu: add, rename, reorder and delete, always current. */
export function CollectionsManager() {
  const queryClient = useQueryClient()
  const collections = useCollections()
  const reorder = useReorderCollections()
  const list = collections.data ?? []

  const move = (id: number, direction: MoveDirection) => {
    // The cache, not this render: a quick second click builds on the first click's new order.
    const moved = moveCollection(queryClient.getQueryData(collectionsQuery.queryKey) ?? list, id, direction)
    if (moved) reorder.mutate(moved)
  }

  return (
    <Card aria-labelledby={titleId} aria-busy={collections.isPending || undefined}>
      <div className="grid gap-1">
        <h2 id={titleId} className="text-lg font-semibold">
          Collecties beheren
        </h2>
        <p className="text-sm text-muted-foreground">De volgorde hieronder is de volgorde in het menu van de winkel.</p>
      </div>

      <CollectionCreateForm collections={list} />

      {collections.isPending ? (
        <p className="text-sm text-muted-foreground">Laden...</p>
      ) : collections.isError ? (
        <div role="alert" className="grid gap-3 text-sm">
          <p className="text-destructive">Kon collecties niet ophalen.</p>
          <Button variant="outline" className="justify-self-start" onClick={() => void collections.refetch()}>
            Opnieuw proberen
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nog geen collecties.</p>
      ) : (
        <ol aria-labelledby={titleId} className="grid gap-2">
          {list.map((collection, index) => (
            <CollectionRow
              key={collection.id}
              collection={collection}
              position={index + 1}
              isFirst={index === 0}
              isLast={index === list.length - 1}
              collections={list}
              onMove={move}
            />
          ))}
        </ol>
      )}
    </Card>
  )
}
