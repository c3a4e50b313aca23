import { answer, badRequest, halJson, type Answer } from './fake-mollie-http'

// Mollie's cursor pagination of a v2 list (docs.mollie.com, Pagination): newest first unless `sort=asc`,
// `limit` objects (50 by default, 250 at most), `from` the id of the first object of the page (included).
// Links to the previous and next page carry `from` and `limit`, or are null.

const defaultLimit = 50
const maxLimit = 250

/**
 * One page of `newestFirst` as Mollie answers a list: {count, _embedded: {[name]: [...]}, _links}.
 * `url` is the request's URL at the fake; its other query parameters stay in the links.
 */
export function pageAnswer(
  newestFirst: readonly { id: string }[],
  url: URL,
  name: 'refunds' | 'chargebacks',
  documentation: string,
): Answer {
  const query = url.searchParams
  const limitText = query.get('limit')
  const limit = limitText === null ? defaultLimit : Number(limitText)
  if (!/^\d+$/.test(limitText ?? '0') || !Number.isInteger(limit) || limit < 1 || limit > maxLimit) {
    return badRequest(`The limit must be a number between 1 and ${maxLimit}`, 'limit')
  }
  const sort = query.get('sort')
  if (sort !== null && sort !== 'asc' && sort !== 'desc') return badRequest("The sort must be 'asc' or 'desc'", 'sort')
  const items = sort === 'asc' ? [...newestFirst].reverse() : newestFirst

  const from = query.get('from')
  const start = from === null ? 0 : items.findIndex((item) => item.id === from)
  // The fake's choice: Mollie's reference does not say how it answers a `from` it does not know.
  if (start < 0) return badRequest(`The from parameter does not name one of the ${name} in this list`, 'from')
  const page = items.slice(start, start + limit)
  const next = items[start + limit]
  const previous = start > 0 ? items[Math.max(0, start - limit)] : undefined

  const link = (fromId: string | null) => {
    const linked = new URL(url.pathname, url)
    for (const [key, value] of query) if (key !== 'from' && key !== 'limit') linked.searchParams.set(key, value)
    if (fromId !== null) linked.searchParams.set('from', fromId)
    linked.searchParams.set('limit', String(limit))
    return { href: linked.toString(), type: halJson }
  }
  return answer(200, {
    count: page.length,
    _embedded: { [name]: page },
    _links: {
      self: link(from),
      previous: previous ? link(previous.id) : null,
      next: next ? link(next.id) : null,
      documentation: { href: documentation, type: 'text/html' },
    },
  })
}
