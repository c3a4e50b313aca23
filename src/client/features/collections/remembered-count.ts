const storageKey = 'packstroom-collection-count'

/** product.md 2.1: a shop starts with ten collections; a first visit expects that many. */
const FIRST_VISIT_COUNT = 10

/**
 * How many collections the grid showed on this browser's last visit, so the grid's loading state
 * takes the room the collections will take and nothing below it moves when they arrive.
 */
export function rememberedCollectionCount(): number {
  try {
    const stored = localStorage.getItem(storageKey) ?? ''
    // A whole number the grid could show; anything else was not written here.
    if (!/^\d{1,3}$/.test(stored) || Number(stored) > 100) return FIRST_VISIT_COUNT
    return Number(stored)
  } catch {
    // no storage (a private window that refuses it): the first visit's guess
    return FIRST_VISIT_COUNT
  }
}

export function rememberCollectionCount(count: number): void {
  try {
    localStorage.setItem(storageKey, String(count))
  } catch {
    // nothing to remember with; the next visit guesses again
  }
}
