/** The server's rule for a slug (src/shared/contracts/admin-catalog.ts): at most 100 characters. */
const MAX_SLUG_LENGTH = 100

/**
 * The slug a collection name suggests: lower case, accents removed, every run of spaces and other
 * characters a single '-'. 'Tins/Blisters' gives 'tins-blisters', like the seeded collections.
 */
export function suggestSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '')
}

/**
 * The slug field after the name changed: it follows the name while it still holds the suggestion
 * of the previous name (or nothing), and keeps what the admin typed once they changed it.
 */
export function nextSlug(previousName: string, nextName: string, currentSlug: string): string {
  const followsName = currentSlug === '' || currentSlug === suggestSlug(previousName)
  return followsName ? suggestSlug(nextName) : currentSlug
}
