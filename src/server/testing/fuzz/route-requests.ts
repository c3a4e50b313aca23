import type { HTTPMethods } from 'fastify'
import fc from 'fast-check'
import type { RouteEntry } from '#server/app'
import { brokenValueFor } from './broken-value'
import { deepNesting, oddString, prototypePollution, toJsonText, wrongValue } from './odd-values'
import { encoded, pathFor, queryFor } from './url-parts'
import { valueFor } from './zod-arbitrary'

/** One generated request, as fast-check prints it when a property fails. */
export type FuzzRequest = {
  kind: string
  method: HTTPMethods
  url: string
  headers: Record<string, string>
  payload?: string
}

/** The server's body limit (app.ts); the oversized bodies go past it. */
const BODY_LIMIT_BYTES = 256 * 1024

const json = 'application/json'

/**
 * Every kind of bad input for one route, generated from the route's own schemas (body, params,
 * querystring). `realValues` are ids and names of rows that exist, so some requests reach deep.
 */
export function requestFor(route: RouteEntry, realValues: readonly string[]): fc.Arbitrary<FuzzRequest> {
  const schema = (route.schema ?? {}) as { body?: unknown; params?: unknown; querystring?: unknown }
  const method = route.method as HTTPMethods
  const sensibleUrl = fc
    .tuple(pathFor(route.url, schema.params, realValues, false), queryFor(schema.querystring, false))
    .map(([path, query]) => path + query)
  const hostileUrl = fc.oneof(
    fc.tuple(pathFor(route.url, schema.params, realValues, true), queryFor(schema.querystring, false)),
    fc.tuple(pathFor(route.url, schema.params, realValues, false), queryFor(schema.querystring, true)),
  ).map(([path, query]) => path + query)
  const body = schema.body === undefined ? fc.constant(undefined) : valueFor(schema.body)
  const request = (kind: string, url: fc.Arbitrary<string>, payload: fc.Arbitrary<Payload>) =>
    fc.tuple(url, payload).map(([u, p]) => printable({ kind, method, url: u, ...toRequestParts(p) }))

  return fc.oneof(
    request('schema-shaped', sensibleUrl, body.map(asJson)),
    request('one field broken', sensibleUrl, brokenValueFor(schema.body).map(asJson)),
    request('wrong kind of body', sensibleUrl, wrongValue.map(asJson)),
    request('malformed JSON', sensibleUrl, malformedJson),
    request('hostile path or query', hostileUrl, body.map(asJson)),
    request('other content type', sensibleUrl, body.chain(otherContentType)),
    request('lying content-length', sensibleUrl, body.chain(lyingLength)),
    request('oversized body', sensibleUrl, body.chain(oversized)),
    request('odd headers', sensibleUrl, body.chain(withOddHeaders)),
  )
}

/** A request prints short in a failure report: a 300 KiB body would bury the finding. */
function printable(request: FuzzRequest): FuzzRequest {
  const short = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text)
  const shown = { ...request, url: short(request.url), payload: request.payload === undefined ? undefined : short(request.payload) }
  return Object.defineProperty(request, fc.toStringMethod, { value: () => JSON.stringify(shown), enumerable: false })
}

/** A body (none when `text` is undefined) and the headers that go with it. */
type Payload = { text?: string; headers: Record<string, string> }

function toRequestParts(payload: Payload): Pick<FuzzRequest, 'headers' | 'payload'> {
  return payload.text === undefined ? { headers: payload.headers } : { headers: payload.headers, payload: payload.text }
}

const asJson = (value: unknown): Payload =>
  value === undefined ? { headers: {} } : { text: toJsonText(value), headers: { 'content-type': json } }

const malformedJson: fc.Arbitrary<Payload> = fc
  .oneof(
    fc.constantFrom(
      '{',
      '{"a":',
      '[1,',
      'nul',
      '{"a":1}}',
      '\uFEFF{}',
      '{"a":1,"a":2}',
      "{'a':1}",
      '{"a":NaN}',
      '{"a":1e999}',
      '"\\ud800"',
      '',
      '   ',
      '0',
      '"text"',
      '{"a":"\\u0000"}',
    ),
    fc.constantFrom(...prototypePollution).map((value) => JSON.stringify(value)),
    deepNesting.map((nesting) => nesting.toJson()),
  )
  .map((text) => ({ text, headers: { 'content-type': json } }))

function formEncoded(value: unknown): string {
  if (typeof value !== 'object' || value === null) return `value=${encodeURIComponent(String(value))}`
  const entries = Object.entries(value).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? ''])
  return new URLSearchParams(entries).toString()
}

const xxe = '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><order><id>&e;</id></order>'

/** The right content in the wrong wrapping: text/plain, a form, XML, multipart, no content type, odd charsets. */
function otherContentType(value: unknown): fc.Arbitrary<Payload> {
  const text = value === undefined ? '{}' : toJsonText(value)
  return fc.oneof(
    fc
      .constantFrom(
        'text/plain',
        'text/html',
        'application/JSON',
        'application/json; charset=utf-16',
        'application/json; charset=latin1',
        'application/vnd.api+json',
        'application/json, text/plain',
        'application/octet-stream',
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        '*/*',
        ';',
      )
      .map((type) => ({ text, headers: { 'content-type': type } })),
    fc.constant({ text: formEncoded(value), headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    fc.constant({ text: xxe, headers: { 'content-type': 'application/xml' } }),
    fc.constant({ text, headers: {} }),
  )
}

/** A content-length that does not match the body: longer, shorter, zero, absurd. */
function lyingLength(value: unknown): fc.Arbitrary<Payload> {
  const text = value === undefined ? '{"a":1}' : toJsonText(value)
  const length = Buffer.byteLength(text)
  return fc
    .constantFrom(length + 1, length + 1000, Math.max(0, length - 1), 0, 2 ** 31, Number.MAX_SAFE_INTEGER)
    .map((claimed) => ({ text, headers: { 'content-type': json, 'content-length': String(claimed) } }))
}

/** Headers a browser would not send, or another site's page would: the guards in front of every route. */
const oddHeader: fc.Arbitrary<Record<string, string>> = fc.oneof(
  fc.constantFrom<Record<string, string>>(
    { origin: 'https://kwaadwillend.example' },
    { origin: 'null' },
    { 'sec-fetch-site': 'cross-site' },
    { cookie: 'packstroom_session=%E0%A4%A; packstroom_session=x' },
    { cookie: `packstroom_session=${'x'.repeat(4_000)}` },
    { accept: 'text/html' },
    { accept: 'application/xml;q=1, */*;q=0' },
    { 'accept-encoding': 'gzip, deflate, br, zstd, *;q=0' },
    { 'content-encoding': 'gzip' },
    { 'x-forwarded-for': '999.999.999.999, <script>' },
    { 'x-forwarded-host': 'kwaadwillend.example' },
    { host: 'kwaadwillend.example:99999' },
    { 'if-none-match': '*' },
    { range: 'bytes=0-1' },
  ),
  oddString.map((value) => ({ 'x-fuzz': encoded(value) })),
)

function withOddHeaders(value: unknown): fc.Arbitrary<Payload> {
  const payload = asJson(value)
  return oddHeader.map((headers) => ({ ...payload, headers: { ...payload.headers, ...headers } }))
}

/** Bodies past the server's limit (and past the webhook's 4 KiB form limit). */
function oversized(value: unknown): fc.Arbitrary<Payload> {
  const base = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : { value }
  return fc.integer({ min: BODY_LIMIT_BYTES + 1, max: BODY_LIMIT_BYTES * 2 }).chain((size) =>
    fc.constantFrom(
      { text: toJsonText({ ...base, padding: 'x'.repeat(size) }), headers: { 'content-type': json } },
      { text: `${formEncoded(base)}&padding=${'x'.repeat(size)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { text: 'x'.repeat(size), headers: { 'content-type': 'text/plain' } },
      { text: `id=tr_${'x'.repeat(5_000)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    ),
  )
}
