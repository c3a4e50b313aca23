import { ArrowDownIcon, ArrowUpIcon, PencilIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type { Collection } from '#shared/contracts/collections'
import { Button } from '#client/components/ui/button'
import type { MoveDirection } from '../collection-order'
import { CollectionDeleteButton } from './collection-delete-button'
import { CollectionEditForm } from './collection-edit-form'

type Props = {
  collection: Collection
  /** 1-based place in the menu. */
  position: number
  isFirst: boolean
  isLast: boolean
  /** All collections, for the delete flow's "move the products to". */
  collections: readonly Collection[]
  onMove: (id: number, direction: MoveDirection) => void
}

/** One collection: its name and web address, move up/down, inline rename, delete. */
export function CollectionRow({ collection, position, isFirst, isLast, collections, onMove }: Props) {
  const [editing, setEditing] = useState(false)
  const upRef = useRef<HTMLButtonElement>(null)
  const downRef = useRef<HTMLButtonElement>(null)
  const editRef = useRef<HTMLButtonElement>(null)
  const focusAfterMove = useRef<MoveDirection | null>(null)
  const focusAfterEdit = useRef(false)
  const nameId = `collection-${collection.id}-name`

  // The row moved: keep the keyboard on its move buttons (the one used may now be disabled).
  useEffect(() => {
    const direction = focusAfterMove.current
    if (!direction) return
    focusAfterMove.current = null
    const [first, second] = direction === 'up' ? [upRef.current, downRef.current] : [downRef.current, upRef.current]
    ;(first && !first.disabled ? first : second)?.focus()
  }, [position])

  // Back from the inline edit: focus returns to the button that opened it.
  useEffect(() => {
    if (editing || !focusAfterEdit.current) return
    focusAfterEdit.current = false
    editRef.current?.focus()
  }, [editing])

  const move = (direction: MoveDirection) => {
    focusAfterMove.current = direction
    onMove(collection.id, direction)
  }
  const closeEdit = () => {
    focusAfterEdit.current = true
    setEditing(false)
  }

  return (
    <li aria-labelledby={nameId} className="flex min-w-0 flex-wrap items-center gap-3 rounded-[var(--radius)] border border-border p-3">
      <span aria-hidden className="w-6 text-right text-sm text-muted-foreground tabular-nums">
        {position}.
      </span>
      {editing ? (
        <>
          <span id={nameId} className="sr-only">
            {collection.name}
          </span>
          <CollectionEditForm collection={collection} onClose={closeEdit} />
        </>
      ) : (
        <>
          {/* At least 10rem for the name, which wraps rather than being cut: the buttons move below it on a phone. */}
          <div className="min-w-0 flex-1 basis-40">
            <p id={nameId} className="font-medium [overflow-wrap:anywhere]">
              {collection.name}
            </p>
            <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">/collections/{collection.slug}</p>
          </div>
          <div className="flex gap-1">
            <Button ref={upRef} variant="ghost" size="icon" aria-label="Omhoog" aria-describedby={nameId} disabled={isFirst} onClick={() => move('up')}>
              <ArrowUpIcon aria-hidden />
            </Button>
            <Button ref={downRef} variant="ghost" size="icon" aria-label="Omlaag" aria-describedby={nameId} disabled={isLast} onClick={() => move('down')}>
              <ArrowDownIcon aria-hidden />
            </Button>
            <Button ref={editRef} variant="ghost" size="icon" aria-label={`Bewerken: ${collection.name}`} aria-describedby={nameId} onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden />
            </Button>
            <CollectionDeleteButton collection={collection} collections={collections} describedBy={nameId} />
          </div>
        </>
      )}
    </li>
  )
}
