import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http'
import type { FastifyRequest, FastifyServerOptions } from 'fastify'
import { answerOf, type AnswerCache, type Dependency, type Entry } from './answer-cache'
import { routeLabel } from './metrics-endpoint'
import type { RequestMetrics, RequestSeries } from './request-metrics'
import type { SecurityHeaders } from './security-headers'

/**
 * The public reads kept in the answer cache, answered before the router (decision 065). During a
 * stream thousands of phones ask for the same few addresses (the products, the queue, home); each
 * answer is bytes in memory, and Fastify's way to them (routing, request and reply objects, nine
 * hooks, a logger) cost the shop more than sending the bytes did. Here a GET for an address that
 * Fastify answered from the cache before, whose answer is still fresh, is written straight to Node's
 * response with the same status, headers and bytes Fastify would send: the same `answerOf`, the
 * same security headers, the same metrics series. Anything else (another method, a query string, an
 * address not learnt, an answer that must be read again or is a refusal, a shop that is closing)
 * goes to Fastify as before, which also teaches the lane the address.
 */
export class FastLane {
  private readonly lanes = new Map<string, Lane>()
  private open = true

  constructor(
    private readonly cache: AnswerCache,
    private readonly metrics: RequestMetrics,
    private readonly securityHeadersOf: (url: string) => SecurityHeaders,
  ) {
    cache.served = (request, what) => this.learn(request, what)
  }

  /** Answers the request if it may; false: Fastify answers it. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.open || request.method !== 'GET') return false
    const lane = this.lanes.get(request.url ?? '')
    if (!lane) return false
    const entry = this.cache.fresh(lane.key, lane.dependsOn)
    if (!entry || entry.status !== 200) return false
    const started = performance.now()
    const answer = prepared(lane, entry, request.headers['accept-encoding'], request.headers['if-none-match'])
    response.writeHead(answer.status, answer.headers)
    response.end(answer.body)
    seriesOf(lane, this.metrics, answer.status).observe((performance.now() - started) / 1000)
    return true
  }

  /** From now on every request goes to Fastify, which refuses new ones while the shop closes. */
  close(): void {
    this.open = false
  }

  /** Fastify answered `request` from the cache: its address may be answered here from now on. */
  private learn(request: FastifyRequest, what: { key: string; dependsOn: readonly Dependency[] }): void {
    const url = request.url
    // A query string may hold anything; such a request keeps going through Fastify.
    if (request.method !== 'GET' || url.includes('?') || this.lanes.get(url)?.key === what.key) return
    this.lanes.set(url, {
      key: what.key,
      dependsOn: what.dependsOn,
      // As the metrics hook labels it; the lane sends only 200s and 304s.
      route: routeLabel(request, 200),
      security: this.securityHeadersOf(url).headers,
      series: new Map(),
      prepared: new WeakMap(),
    })
    if (this.lanes.size > MAX_LANES) {
      const oldest = this.lanes.keys().next().value
      if (oldest !== undefined) this.lanes.delete(oldest)
    }
  }
}

/** Addresses learnt; an address spelt another way (`/api/collections/01/products`) is one more. */
const MAX_LANES = 512

type Lane = {
  key: string
  dependsOn: readonly Dependency[]
  route: string
  security: Readonly<Record<string, string>>
  series: Map<number, RequestSeries>
  /** Per kept answer (a new one after every change) and Accept-Encoding header, what goes out, as Node takes it. */
  prepared: WeakMap<Entry, Map<string, Prepared>>
}

/** Names and values one after the other, as writeHead takes them without copying them into an object. */
type Prepared = { status: number; headers: string[]; body?: Buffer }

/** Distinct Accept-Encoding headers remembered per answer; browsers send a handful. */
const MAX_REMEMBERED_HEADERS = 16

/**
 * The answer as `answerOf` makes it, worked out once per kept answer and Accept-Encoding header: a
 * request without If-None-Match (every first visit) finds it in one lookup.
 */
function prepared(lane: Lane, entry: Entry, acceptEncoding: string | undefined, ifNoneMatch: string | undefined): Prepared {
  let ofEntry = lane.prepared.get(entry)
  if (!ofEntry) lane.prepared.set(entry, (ofEntry = new Map()))
  const remembered = ifNoneMatch === undefined ? ofEntry.get(acceptEncoding ?? '') : undefined
  if (remembered) return remembered
  const answer = answerOf(entry, acceptEncoding, ifNoneMatch)
  const headers: string[] = []
  for (const [name, value] of Object.entries(lane.security)) headers.push(name, value)
  for (const [name, value] of Object.entries(answer.headers)) headers.push(name, value)
  if (answer.body) headers.push('content-length', String(answer.body.length))
  const made = { status: answer.status, headers, body: answer.body }
  if (ifNoneMatch === undefined && ofEntry.size < MAX_REMEMBERED_HEADERS) ofEntry.set(acceptEncoding ?? '', made)
  return made
}

function seriesOf(lane: Lane, metrics: RequestMetrics, status: number): RequestSeries {
  let series = lane.series.get(status)
  if (!series) lane.series.set(status, (series = metrics.series('GET', lane.route, status)))
  return series
}

/**
 * Fastify's own HTTP server (its `serverFactory` option), with the fast lane in front of its handler:
 * the same settings Fastify gives the server it makes itself. `lane` is read for each request, since
 * the lane is made once the app's plugins are in place, after the server.
 */
export function serverWithFastLane(handler: RequestListener, options: FastifyServerOptions, lane: () => FastLane | undefined): Server {
  // app.ts gives Fastify no `http` options of Node's server, so there are none to pass on here.
  const server = createServer((request, response) => {
    if (lane()?.serve(request, response)) return
    handler(request, response)
  })
  if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout
  if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout
  server.setTimeout(options.connectionTimeout ?? 0)
  if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket
  return server
}
