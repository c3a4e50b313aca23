import { describe, expect, test } from 'vitest'
import type { Collection } from '#shared/contracts/collections'
import { moveCollection, moveItem, nextDisplayOrder } from './collection-order'

const collection = (id: number, displayOrder: number): Collection => ({
  id,
  name: `Collectie ${id}`,
  slug: `collectie-${id}`,
  displayOrder,
})

describe('moving an item', () => {
  test('up swaps it with the one before, down with the one after', () => {
    expect(moveItem(['a', 'b', 'c'], 1, 'up')).toEqual(['b', 'a', 'c'])
    expect(moveItem(['a', 'b', 'c'], 1, 'down')).toEqual(['a', 'c', 'b'])
  })

  test('the first cannot go up and the last cannot go down', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 'up')).toEqual(['a', 'b', 'c'])
    expect(moveItem(['a', 'b', 'c'], 2, 'down')).toEqual(['a', 'b', 'c'])
  })

  test('an index outside the list changes nothing', () => {
    expect(moveItem(['a', 'b'], -1, 'down')).toEqual(['a', 'b'])
    expect(moveItem(['a', 'b'], 5, 'up')).toEqual(['a', 'b'])
  })

  test('the original list is left alone', () => {
    const items = ['a', 'b']
    moveItem(items, 1, 'up')
    expect(items).toEqual(['a', 'b'])
  })
})

describe('moving a collection', () => {
  const list = [collection(7, 0), collection(3, 1), collection(9, 5)]

  test('gives every collection its new place, in order', () => {
    const moved = moveCollection(list, 9, 'up')
    expect(moved?.map((c) => c.id)).toEqual([7, 9, 3])
    expect(moved?.map((c) => c.displayOrder)).toEqual([0, 1, 2])
  })

  test('is undefined when nothing would move', () => {
    expect(moveCollection(list, 7, 'up')).toBeUndefined()
    expect(moveCollection(list, 9, 'down')).toBeUndefined()
    expect(moveCollection(list, 42, 'up')).toBeUndefined()
  })
})

describe('the display order of a new collection', () => {
  test('comes after the last one', () => {
    expect(nextDisplayOrder([collection(1, 0), collection(2, 4), collection(3, 2)])).toBe(5)
  })

  test('is 0 for the first collection', () => {
    expect(nextDisplayOrder([])).toBe(0)
  })
})
