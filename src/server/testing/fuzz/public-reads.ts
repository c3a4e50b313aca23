import type { App, RouteEntry } from '#server/app'
import { shapeOf } from './zod-schema'

/** One answer to an anonymous GET: the route it came from, the URL asked, and everything sent back. */
export type PublicRead = { route: string; url: string; status: number; text: string }

/**
 * Reads every public GET route of the route table without a session: each path parameter filled
 * with each of `values` (ids, slugs, payment ids, usernames), each query-string key likewise.
 * A route added later is read too, without a change here. `headers` go with every read (the OBS
 * overlay's key, decision 062).
 */
export async function readEveryPublicRoute(app: App, values: readonly string[], headers: Record<string, string> = {}): Promise<PublicRead[]> {
  const reads: PublicRead[] = []
  for (const route of app.routeTable.filter((entry) => entry.access === 'public' && entry.method === 'GET')) {
    for (const url of urlsFor(route, values)) {
      const response = await app.inject({ method: 'GET', url, headers })
      const text = `${JSON.stringify(response.headers)}\n${response.body}`
      reads.push({ route: route.url, url, status: response.statusCode, text })
    }
  }
  return reads
}

function urlsFor(route: RouteEntry, values: readonly string[]): string[] {
  const hasParams = /:[A-Za-z0-9_]+|\*$/.test(route.url)
  const fill = (value: string) => route.url.replace(/:[A-Za-z0-9_]+|\*$/g, encodeURIComponent(value))
  const paths = hasParams ? values.map(fill) : [route.url]
  const keys = Object.keys(shapeOf((route.schema as { querystring?: unknown } | undefined)?.querystring) ?? {})
  const queries =
    keys.length === 0 ? [''] : ['', ...values.map((value) => `?${keys.map((key) => `${key}=${encodeURIComponent(value)}`).join('&')}`)]
  return paths.flatMap((path) => queries.map((query) => path + query))
}

/** The markers found in a text, compared without regard to case. */
export function markersIn(text: string, markers: readonly string[]): string[] {
  const lower = text.toLowerCase()
  return markers.filter((marker) => lower.includes(marker.toLowerCase()))
}
