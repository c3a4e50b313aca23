import { describe, expect, test } from 'vitest'
import { loadAlertMemory, saveAlertMemory } from './alert-memory'

describe('the overlay memory across a reload', () => {
  const storage = () => {
    const items = new Map<string, string>()
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) }
  }

  test('what is saved is read back', () => {
    const store = storage()
    saveAlertMemory({ shownIds: [4, 5], syncedAt: '2026-11-22T20:00:00.000Z' }, store)
    expect(loadAlertMemory(store)).toEqual({ shownIds: [4, 5], syncedAt: '2026-11-22T20:00:00.000Z' })
  })

  test('nothing or nonsense in storage is a fresh start', () => {
    const store = storage()
    expect(loadAlertMemory(store)).toEqual({ shownIds: [], syncedAt: undefined })
    store.setItem('packstroom:order-alerts', '{"shownIds":["x",3],"syncedAt":"gisteren"}')
    expect(loadAlertMemory(store)).toEqual({ shownIds: [3], syncedAt: undefined })
    store.setItem('packstroom:order-alerts', '{kapot')
    expect(loadAlertMemory(store)).toEqual({ shownIds: [], syncedAt: undefined })
  })
})
