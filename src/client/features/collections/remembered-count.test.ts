import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { rememberCollectionCount, rememberedCollectionCount } from './remembered-count'

describe('the collection count the grid reserves room for', () => {
  let stored: Map<string, string>

  beforeEach(() => {
    stored = new Map()
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  test('a first visit expects the ten collections a shop starts with', () => {
    expect(rememberedCollectionCount()).toBe(10)
  })

  test('a later visit expects as many as the last one showed, none included', () => {
    rememberCollectionCount(4)
    expect(rememberedCollectionCount()).toBe(4)
    rememberCollectionCount(0)
    expect(rememberedCollectionCount()).toBe(0)
  })

  test('a value that is no count is ignored', () => {
    for (const value of ['', 'abc', '-1', '2.5', '100000']) {
      stored.set('packstroom-collection-count', value)
      expect(rememberedCollectionCount()).toBe(10)
    }
  })

  test('a browser that refuses storage gets the first visit’s guess, and remembering does not throw', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('SecurityError')
      },
    })
    expect(rememberedCollectionCount()).toBe(10)
    expect(() => rememberCollectionCount(3)).not.toThrow()
  })
})
