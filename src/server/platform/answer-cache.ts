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
  load: () => Promise<{ status: 200 | 404; html: string }>
}

type Encoding = 'br' | 'gzip'

/** What a load made: the body as it goes out, before compression. */
type Made = { status: 200 | 404; body: Buffer; type: string }

type Entry = Made & {
  stamp: number
  builtAt: number
  etag: string
  encoded: Map<Encoding, Buffer>
}

const JSON_TYPE = 'application/json; charset=utf-8'
const HTML_TYPE = 'text/html; charset=utf-8'

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
const MIN_COMPRESS_BYTES = 1024
/** Distinct keys kept (a key per collection id): past this the oldest go. */
const MAX_ENTRIES = 256

/**
 * The hot public reads (products, collections, the queue), computed once per change and served from
 * memory with an ETag (304 when the browser has it) and gzip or brotli, instead of rebuilt from the
 * database for each of the thousands of pages that open during a stream. An answer is rebuilt after
 * an event of a channel it depends on: at once on the instance that published it (before its own
 * answer leaves), and on every other instance when the event arrives through LISTEN, before the event
 * reaches the browsers that will refetch. A read that began before a change is never served after it.
 * While the event feed is down (the database went away) nothing is kept, so an outage is answered as
 * the database answers. maxAgeMs bounds how old an answer can get if an event was lost.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>()
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
      const { status, html } = await page.load()
      return { status, body: Buffer.from(html), type: HTML_TYPE }
    })
  }

  private serve(
    request: FastifyRequest,
    reply: FastifyReply,
    what: { key: string; dependsOn: readonly Dependency[] },
    make: () => Promise<Made>,
  ): void | Promise<void> {
    const stamp = this.stampOf(what.dependsOn)
    const cached = this.entries.get(what.key)
    if (cached && cached.stamp === stamp && Date.now() - cached.builtAt < this.maxAgeMs) return write(request, reply, cached)
    return this.entryFor(what.key, stamp, make).then((entry) => write(request, reply, entry))
  }

  private entryFor(key: string, stamp: number, make: () => Promise<Made>): Promise<Entry> {
    // One read of the database for all the requests that arrive while it runs.
    const running = this.building.get(key)
    if (running && running.stamp === stamp) return running.promise
    const promise = this.build(key, stamp, make).finally(() => {
      if (this.building.get(key)?.promise === promise) this.building.delete(key)
    })
    this.building.set(key, { stamp, promise })
    return promise
  }

  private async build(key: string, stamp: number, make: () => Promise<Made>): Promise<Entry> {
    const made = await make()
    const etag = `"${createHash('sha1').update(made.body).digest('base64url').slice(0, 27)}"`
    const entry: Entry = { ...made, stamp, builtAt: Date.now(), etag, encoded: new Map() }
    // Kept under the stamp of the moment the read began: after a change that happened meanwhile, the
    // next request finds the stamp moved on and reads again, while those already waiting get this.
    if (!this.deaf) this.keep(key, entry)
    return entry
  }

  private keep(key: string, entry: Entry): void {
    this.entries.delete(key)
    this.entries.set(key, entry)
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
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

function write(request: FastifyRequest, reply: FastifyReply, entry: Entry): void {
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding')
  // No ETag on a 404: a 304 stands for a 200 the browser holds, never for a refusal.
  if (entry.status === 200) {
    reply.header('etag', entry.etag)
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
      reply.code(304).send()
      return
    }
  } else reply.code(entry.status)
  reply.type(entry.type)
  const encoding = entry.body.length >= MIN_COMPRESS_BYTES ? preferredEncoding(request.headers['accept-encoding']) : undefined
  if (encoding) reply.header('content-encoding', encoding).send(encodedBody(entry, encoding))
  else reply.send(entry.body)
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

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag)
}
