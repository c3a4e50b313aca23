/**
 * sessionStorage or localStorage as a browser tab keeps it, for unit tests: Node has neither, and the
 * stores that persist to them need no DOM besides. Stub it in with vi.stubGlobal.
 */
export function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  }
}
