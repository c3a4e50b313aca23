import fc from 'fast-check'
import { oddString } from './odd-values'
import { valueFor } from './zod-arbitrary'
import { shapeOf } from './zod-schema'

/**
 * Path parameters and query strings for a route, from its own params and querystring schemas:
 * real values (ids of rows that exist), values the schema accepts, and values that attack the
 * parser (non-numeric ids, huge numbers, path traversal, broken percent-encoding, odd unicode).
 */

/** Already percent-encoded, sent as they are: the bytes the router has to decode. */
const rawSegments = [
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '..%5C..%5Cwindows',
  '%C0%AE%C0%AE%2F',
  '%00',
  '1%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%F4%90%80%80',
  '%FF%FE',
  '1%20OR%201%3D1',
  '%252e%252e',
]

const attackingValues = [
  '',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x1F',
  ' 1',
  '1 ',
  '+1',
  '١٢',
  'NaN',
  'Infinity',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999999',
  '-99999999999999999999999999',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "1' OR '1'='1",
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'x'.repeat(1001),
  '9'.repeat(400),
]

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
/** encodeURIComponent refuses lone surrogates; their raw bytes are among rawSegments instead. */
export const encoded = (value: string) => encodeURIComponent(value.replace(loneSurrogate, '\uFFFD'))

/** One path segment: mostly sensible (a real id, a schema value), often hostile. */
function segmentFor(schema: unknown, realValues: readonly string[]): fc.Arbitrary<string> {
  const sensible = [valueFor(schema).map((value) => encoded(String(value)))]
  if (realValues.length > 0) sensible.unshift(fc.constantFrom(...realValues).map(encoded))
  return fc.oneof(
    { weight: 3, arbitrary: fc.oneof(...sensible) },
    { weight: 2, arbitrary: fc.constantFrom(...attackingValues).map(encoded) },
    { weight: 1, arbitrary: oddString.map(encoded) },
    { weight: 2, arbitrary: fc.constantFrom(...rawSegments) },
  )
}

/** The route's URL with each `:param` filled (and a trailing wildcard). */
export function pathFor(url: string, paramsSchema: unknown, realValues: readonly string[], hostile: boolean) {
  const shape = shapeOf(paramsSchema) ?? {}
  const names = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string)
  const parts = names.map((name) => {
    const segment = segmentFor(shape[name], realValues)
    if (hostile) return segment
    const fitting = realValues.filter((value) => accepts(shape[name], value))
    const sensible = fitting.length > 0 ? fc.constantFrom(...fitting) : valueFor(shape[name]).map(String)
    return sensible.map(encoded)
  })
  const wildcard = url.endsWith('*') ? [hostile ? segmentFor(undefined, []) : fc.constant('x')] : []
  return fc.tuple(...parts, ...wildcard).map((values) => {
    let index = 0
    return url.replace(/:[A-Za-z0-9_]+/g, () => values[index++] as string).replace(/\*$/, () => values[index] as string)
  })
}

/** True when the parameter's schema takes the value (or there is no schema to ask). */
function accepts(schema: unknown, value: string): boolean {
  const parse = (schema as { safeParse?: (input: unknown) => { success: boolean } } | undefined)?.safeParse
  return parse ? parse.call(schema, value).success : true
}

type Pair = [string, string]

/** A query string (with its '?', or empty): the schema's own keys with good and bad values, and strangers. */
export function queryFor(querySchema: unknown, hostile: boolean): fc.Arbitrary<string> {
  const keys = Object.keys(shapeOf(querySchema) ?? {})
  const valid = querySchema === undefined ? fc.constant<Pair[]>([]) : valueFor(querySchema).map(toPairs)
  if (!hostile) return valid.map(joinPairs)
  const key = fc.oneof(
    ...(keys.length > 0 ? [fc.constantFrom(...keys)] : []),
    fc.constantFrom('__proto__', 'constructor', 'a[b]', '__proto__[polluted]', 'constructor[prototype][polluted]', ''),
    oddString,
  )
  const value = fc.oneof(fc.constantFrom(...attackingValues), oddString, valueFor(undefined).map((v) => JSON.stringify(v) ?? ''))
  const pairs = fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 6 })
  return fc.oneof(
    fc.tuple(valid, pairs).map(([good, bad]) => joinPairs([...good, ...bad])),
    // The same key twice: the parser makes an array of it.
    fc.tuple(key, value, value).map(([k, a, b]) => joinPairs([[k, a], [k, b]])),
    fc.constantFrom(...rawSegments).map((raw) => `?${keys[0] ?? 'q'}=${raw}&${raw}=1`),
    fc.constant(`?${'a=1&'.repeat(2_000)}`),
  )
}

function toPairs(value: unknown): Pair[] {
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value)
    .filter((entry) => entry[1] !== undefined)
    .map(([key, item]): Pair => [key, typeof item === 'string' ? item : (JSON.stringify(item) ?? '')])
}

const joinPairs = (pairs: readonly Pair[]) =>
  pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${encoded(k)}=${encoded(v)}`).join('&')}`
