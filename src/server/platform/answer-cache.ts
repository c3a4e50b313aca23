import { createHash } from 'node:crypto'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { safeEncode, type $ZodType } from 'zod/v4/core'

/**
 * What makes a cached answer old: an event's channel ('stock'), or its channel and type
 * ('stock:product_deleted') when only that one event matters.
 */
export type Dependency = string

/**
 * What a load returns when the thing asked for does not exist (an unknown collection id): kept and
 * renewed like any answer, and sent as 404 `{message}`, so a page that keeps asking for a deleted
 * collection costs no more than one that exists, and the 404 ends with the event that creates it.
 * Kept apart from the answers that exist, in a few places of its own: anyone can ask for endless
 * unknown ids, and they must not push the shop's answers out of memory.
 */
export class NotFoundAnswer {
  constructor(readonly message: string) {}
}

export type CachedAnswer<T> = {
  /** One key per distinct answer: 'products', 'collection-products:3'. */
  key: string
  dependsOn: readonly Dependency[]
  /** The route's response schema: the answer is checked and stripped by it once, when built. */
  schema: $ZodType
  load: () => Promise<T | NotFoundAnswer>
}

/**
 * A page of the shop rendered with its data (decision 044), kept like an answer: `load` renders it,
 * once per change of what it depends on.
 */
export type CachedPage = {
  key: string
  dependsOn: readonly Dependency[]
  /**
   * A key the visitor's spelling made rather than one the shop links to ('/Terms/' for '/terms'):
   * kept apart, like a 404, so endless spellings cannot push the shop's pages out of memory.
   */
  keptApart?: boolean
  /**
   * `sameAs`: the page without what changes at every render though the page does not (the moment
   * its reads began, decision 044). Its ETag is made from that, so a page rendered again from the
   * same data keeps it; weak, as the bytes under it differ in that moment.
   */
  load: () => Promise<{ status: 200 | 404; html: string; sameAs?: string }>
}

type Encoding = 'br' | 'gzip'
/** How an answer goes over the wire: compressed, or as it is. */
export type Coding = Encoding | 'identity'

/** What a load made: the body as it goes out, before compression; `sameAs`, what its ETag is made from if not the body. */
type Made = { status: 200 | 404; body: Buffer; type: string; sameAs?: string }

/**
 * The ETag of one coding of an answer: `header` as sent, `opaque` what If-None-Match is compared
 * with (weak comparison, RFC 9110 13.1.2, so a browser's W/ does not count).
 */
type Tag = { header: string; opaque: string }

export type Entry = Omit<Made, 'sameAs'> & {
  stamp: number
  builtAt: number
  tags: Record<Coding, Tag>
  encoded: Map<Encoding, Buffer>
}

const JSON_TYPE = 'application/json; charset=utf-8'
const HTML_TYPE = 'text/html; charset=utf-8'

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
const MIN_COMPRESS_BYTES = 1024
/** Distinct keys kept (a key per collection id): past this the oldest go. */
const MAX_ENTRIES = 256
/** Answers kept apart (404s, a visitor's spellings): a few, past which the oldest go. */
const MAX_KEPT_APART = 32

/**
 * The hot public reads (products, collections, the queue), computed once per change and served from
 * memory with an ETag per coding (304 when the browser has it) and gzip or brotli, instead of rebuilt from the
 * database for each of the thousands of pages that open during a stream. An answer is rebuilt after
 * an event of a channel it depends on: at once on the instance that published it (before its own
 * answer leaves), and on every other instance when the event arrives through LISTEN, before the event
 * reaches the browsers that will refetch. A read that began before a change is never served after it.
 * While the event feed is down (the database went away) nothing is kept, so an outage is answered as
 * the database answers. maxAgeMs bounds how old an answer can get if an event was lost: past it
 * the answer is read again, and goes out meanwhile, so the requests of that moment do not wait.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>()
  /** 404s and keys of a visitor's spelling, out of `entries`' way (NotFoundAnswer). */
  private readonly keptApart = new Map<string, Entry>()
  private readonly building = new Map<string, { stamp: number; promise: Promise<Entry> }>()
  private readonly versions = new Map<Dependency, number>()
  private epoch = 0
  /** True while the event feed is down: answers are then read for each request and not kept. */
  private deaf = false

  constructor(private readonly maxAgeMs: number) {}

  /** An event happened: every answer that depends on its channel, or on exactly this event, is old. */
  invalidate(event: { channel: string; type?: string }): void {
    this.bump(event.channel)
    if (event.type) this.bump(`${event.channel}:${event.type}`)
  }

  /** Events may have been missed: every answer is old. */
  invalidateAll(): void {
    this.epoch += 1
    this.entries.clear()
    this.keptApart.clear()
  }

  /** Whether an answer is kept under `key`, renewed or not: what a test asks; a request looks for itself. */
  has(key: string): boolean {
    return this.entries.has(key) || this.keptApart.has(key)
  }

  /** Follows the realtime feed: an answer is only kept while the events that renew it are heard. */
  follow(event: { channel: string; type?: string } | 'feed-lost' | 'resync'): void {
    if (event === 'feed-lost' || event === 'resync') {
      this.deaf = event === 'feed-lost'
      this.invalidateAll()
    } else this.invalidate(event)
  }

  /**
   * Answers the request from memory. A fresh answer goes out at once, without a promise (the
   * route's handler returns what this returns); one that must be read first goes out when it is.
   */
  send<T>(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer<T>): void | Promise<void> {
    return this.serve(request, reply, answer, () => makeAnswer(answer))
  }

  /** Sends a page rendered with its data (decision 044) from memory, as `send` does an answer. */
  sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): void | Promise<void> {
    return this.serve(request, reply, page, async () => {
      const { status, html, sameAs } = await page.load()
      return { status, body: Buffer.from(html), type: HTML_TYPE, sameAs }
    })
  }

  private serve(
    request: FastifyRequest,
    reply: FastifyReply,
    what: { key: string; dependsOn: readonly Dependency[]; keptApart?: boolean },
    make: () => Promise<Made>,
  ): void | Promise<void> {
    this.served?.(request, what)
    const stamp = this.stampOf(what.dependsOn)
    const cached = this.entries.get(what.key) ?? this.keptApart.get(what.key)
    if (cached?.stamp === stamp) {
      // Old by age alone (no event changed it): read again in the background, and meanwhile it still
      // goes out, so the requests of that moment do not all wait for the read (decision 065).
      if (Date.now() - cached.builtAt >= this.maxAgeMs) this.renew(what, stamp, make)
      return write(request, reply, cached)
    }
    return this.entryFor(what, stamp, make).then((entry) => write(request, reply, entry))
  }

  /** Reads an answer again in the background; a failed read is left for the next request to retry. */
  private renew(what: { key: string; keptApart?: boolean }, stamp: number, make: () => Promise<Made>): void {
    if (this.building.get(what.key)?.stamp === stamp) return
    this.entryFor(what, stamp, make).catch(() => undefined)
  }

  /**
   * Told of every request answered through here, with what it was answered from: the fast lane
   * learns from it which addresses it may answer itself (decision 065).
   */
  served?: (request: FastifyRequest, what: { key: string; dependsOn: readonly Dependency[] }) => void

  /**
   * The answer kept under `key` if it may still be sent as it is, as `send` decides: no event changed
   * it, and it is younger than the longest age or being read again already. Else undefined.
   */
  fresh(key: string, dependsOn: readonly Dependency[]): Entry | undefined {
    const cached = this.entries.get(key) ?? this.keptApart.get(key)
    if (!cached) return undefined
    const stamp = this.stampOf(dependsOn)
    if (cached.stamp !== stamp) return undefined
    if (Date.now() - cached.builtAt < this.maxAgeMs || this.building.get(key)?.stamp === stamp) return cached
    return undefined
  }

  private entryFor(what: { key: string; keptApart?: boolean }, stamp: number, make: () => Promise<Made>): Promise<Entry> {
    const { key } = what
    // One read of the database for all the requests that arrive while it runs.
    const running = this.building.get(key)
    if (running && running.stamp === stamp) return running.promise
    const promise = this.build(what, stamp, make).finally(() => {
      if (this.building.get(key)?.promise === promise) this.building.delete(key)
    })
    this.building.set(key, { stamp, promise })
    return promise
  }

  private async build(what: { key: string; keptApart?: boolean }, stamp: number, make: () => Promise<Made>): Promise<Entry> {
    const { sameAs, ...made } = await make()
    const hash = createHash('sha1')
      .update(sameAs ?? made.body)
      .digest('base64url')
      .slice(0, 27)
    const entry: Entry = { ...made, stamp, builtAt: Date.now(), tags: tagsOf(hash, sameAs !== undefined), encoded: new Map() }
    // Kept under the stamp of the moment the read began: after a change that happened meanwhile, the
    // next request finds the stamp moved on and reads again, while those already waiting get this.
    if (!this.deaf) this.keep(what.key, entry, what.keptApart === true || entry.status !== 200)
    return entry
  }

  private keep(key: string, entry: Entry, apart: boolean): void {
    const [kept, other, max] = apart ? [this.keptApart, this.entries, MAX_KEPT_APART] : [this.entries, this.keptApart, MAX_ENTRIES]
    other.delete(key)
    kept.delete(key)
    kept.set(key, entry)
    if (kept.size > max) {
      const oldest = kept.keys().next().value
      if (oldest !== undefined) kept.delete(oldest)
    }
  }

  private bump(dependency: Dependency): void {
    this.versions.set(dependency, (this.versions.get(dependency) ?? 0) + 1)
  }

  /**
   * A number that moves whenever any of the answer's dependencies, or the epoch, moves: each of
   * them only ever grows, so their sum stays the same exactly as long as all of them do.
   */
  private stampOf(dependsOn: readonly Dependency[]): number {
    let stamp = this.epoch
    for (const dependency of dependsOn) stamp += this.versions.get(dependency) ?? 0
    return stamp
  }
}

async function makeAnswer<T>(answer: CachedAnswer<T>): Promise<Made> {
  const data = await answer.load()
  if (data instanceof NotFoundAnswer) return { status: 404, body: Buffer.from(JSON.stringify({ message: data.message })), type: JSON_TYPE }
  const encoded = safeEncode(answer.schema, data)
  if (encoded.error) throw encoded.error
  return { status: 200, body: Buffer.from(JSON.stringify(encoded.data)), type: JSON_TYPE }
}

/**
 * One ETag per coding (RFC 9110 8.8.3.3): the br, gzip and plain bytes of an answer are three
 * representations, and a cache that holds more than one of them asks with all their ETags and keeps
 * the one the 304 names; under one ETag it could hand the br bytes to a client that asked for none.
 * Weak for a page whose bytes differ in the moment it was read (CachedPage).
 */
function tagsOf(hash: string, weak: boolean): Record<Coding, Tag> {
  const tag = (suffix: string): Tag => {
    const opaque = `"${hash}${suffix}"`
    return { header: weak ? `W/${opaque}` : opaque, opaque }
  }
  return { identity: tag(''), br: tag('-br'), gzip: tag('-gzip') }
}

/**
 * What goes out for a kept answer, to a client asking with these two headers: the status, the
 * answer's own headers (the security headers come from their plugin) and the body, none for a 304.
 * One function for both ways an answer leaves: through Fastify (write) and before the router (FastLane).
 */
export type KeptAnswer = { status: 200 | 304 | 404; coding: Coding; headers: Record<string, string>; body?: Buffer }

export function answerOf(entry: Entry, acceptEncoding: string | undefined, ifNoneMatch: string | undefined): KeptAnswer {
  const headers: Record<string, string> = { 'cache-control': 'no-cache', vary: 'accept-encoding' }
  const encoding = entry.body.length >= MIN_COMPRESS_BYTES ? preferredEncoding(acceptEncoding) : undefined
  const coding = encoding ?? 'identity'
  // No ETag on a 404: a 304 stands for a 200 the browser holds, never for a refusal.
  if (entry.status === 200) {
    const tag = entry.tags[coding]
    headers.etag = tag.header
    if (matchesEtag(ifNoneMatch, tag.opaque)) return { status: 304, coding, headers }
  }
  headers['content-type'] = entry.type
  if (!encoding) return { status: entry.status, coding, headers, body: entry.body }
  headers['content-encoding'] = encoding
  return { status: entry.status, coding, headers, body: encodedBody(entry, encoding) }
}

function write(request: FastifyRequest, reply: FastifyReply, entry: Entry): void {
  const answer = answerOf(entry, request.headers['accept-encoding'], request.headers['if-none-match'])
  reply.code(answer.status).headers(answer.headers).send(answer.body)
}

function encodedBody(entry: Entry, encoding: Encoding): Buffer {
  let body = entry.encoded.get(encoding)
  if (!body) {
    // Once per answer and encoding; a quality that compresses 100 KiB in about a millisecond.
    body =
      encoding === 'br'
        ? brotliCompressSync(entry.body, {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
          })
        : gzipSync(entry.body, { level: 6 })
    entry.encoded.set(encoding, body)
  }
  return body
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The public reads served from memory; see AnswerCache. */
    answers: AnswerCache
  }
}

/** Decorates app.answers and keeps it in step with the realtime events. Needs the realtime plugin. */
export const answerCache = fp(
  async (app: FastifyInstance, options: { maxAgeMs: number }) => {
    const cache = new AnswerCache(options.maxAgeMs)
    app.realtime.onEvent((event) => cache.follow(event))
    app.decorate('answers', cache)
  },
  { name: 'answer-cache', dependencies: ['realtime'] },
)

/** Browsers send a handful of distinct Accept-Encoding headers; each is read once. */
const encodingByHeader = new Map<string, Encoding | undefined>()
const MAX_KNOWN_HEADERS = 64

/** br when the browser takes it, else gzip, else none; a q=0 refuses an encoding. */
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined
  if (encodingByHeader.has(header)) return encodingByHeader.get(header)
  const encoding = parseAcceptEncoding(header)
  if (encodingByHeader.size < MAX_KNOWN_HEADERS) encodingByHeader.set(header, encoding)
  return encoding
}

function parseAcceptEncoding(header: string): Encoding | undefined {
  const accepted = new Set<string>()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    if (q && !(Number(q.slice(2)) > 0)) continue
    accepted.add(name.trim())
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip'
  return undefined
}

/** If-None-Match's weak comparison: a listed tag, W/ or not, names the opaque tag `etag`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)
}
