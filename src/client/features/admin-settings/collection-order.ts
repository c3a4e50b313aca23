import type { Collection } from '#shared/contracts/collections'

export type MoveDirection = 'up' | 'down'

/** A copy of the list with the item at `index` one place up or down; unchanged at either end. */
export function moveItem<T>(items: readonly T[], index: number, direction: MoveDirection): T[] {
  const target = direction === 'up' ? index - 1 : index + 1
  const copy = [...items]
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return copy
  const [item] = copy.splice(index, 1) as [T]
  copy.splice(target, 0, item)
  return copy
}

/**
 * The collections after moving one of them, numbered again in their new order; undefined when it
 * cannot move (unknown id, already first or last). Only a preview: the server's answer wins.
 */
export function moveCollection(
  collections: readonly Collection[],
  id: number,
  direction: MoveDirection,
): Collection[] | undefined {
  const index = collections.findIndex((collection) => collection.id === id)
  const moved = moveItem(collections, index, direction)
  if (moved.every((collection, i) => collection === collections[i])) return undefined
  return moved.map((collection, displayOrder) => ({ ...collection, displayOrder }))
}

/** A new collection goes to the end of the menu. */
export function nextDisplayOrder(collections: readonly Collection[]): number {
  return collections.reduce((max, collection) => Math.max(max, collection.displayOrder + 1), 0)
}
