import fc from 'fast-check'
import { oddCharacter } from './odd-values'
import { checksOf, defOf, isOptional, isZodSchema, type ZodLike } from './zod-schema'

/**
 * Values shaped by a route's own zod schema: mostly valid, so a request reaches the handler and
 * its database code, now and then with odd unicode inside an otherwise valid string. A refine or
 * transform the walk cannot see may still refuse a value; that is fine, it is fuzzing.
 * A schema kind the walk does not know gets arbitrary JSON.
 */
export function valueFor(schema: unknown): fc.Arbitrary<unknown> {
  if (!isZodSchema(schema)) return anyJson
  let arbitrary = cache.get(schema)
  if (!arbitrary) {
    arbitrary = build(schema)
    cache.set(schema, arbitrary)
  }
  return arbitrary
}

const cache = new WeakMap<ZodLike, fc.Arbitrary<unknown>>()
const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3 })

/** Letters and digits most of the time, an odd character (NUL, a lone surrogate, RTL, emoji) now and then. */
const textCharacter = fc.oneof(
  { weight: 40, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_.@') },
  { weight: 1, arbitrary: oddCharacter },
)

/** Texts a refine the walk cannot read often wants: web addresses and paths on the shop itself. */
const addressLike = fc.oneof(fc.webUrl({ validSchemes: ['http', 'https'] }), fc.constantFrom('/demo/booster-pack-violet.svg', '/x'))

function build(schema: ZodLike): fc.Arbitrary<unknown> {
  const def = defOf(schema)
  const inner = (key: string) => valueFor(def[key])
  switch (def.type) {
    case 'string':
      return stringFor(schema)
    case 'number':
      return numberFor(schema)
    case 'bigint':
      return fc.bigInt().map(String)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'undefined':
    case 'void':
      return fc.constant(undefined)
    case 'date':
      return isoMoment
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]))
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>))
    case 'object':
      return retriedForRefine(schema, objectFor(def.shape as Record<string, ZodLike>))
    case 'array':
      return arrayFor(schema)
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map((item) => valueFor(item)))
    case 'record':
      return fc.dictionary(fc.string({ unit: textCharacter, minLength: 1, maxLength: 12 }), inner('valueType'), {
        maxKeys: 4,
      })
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((option) => valueFor(option)))
    case 'intersection':
      return fc.tuple(inner('left'), inner('right')).map(([left, right]) => merge(left, right))
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner('innerType'), { nil: undefined, freq: 5 })
    case 'nullable':
      return fc.option(inner('innerType'), { nil: null, freq: 5 })
    case 'readonly':
    case 'catch':
    case 'nonoptional':
    case 'success':
      return inner('innerType')
    case 'pipe':
      // A text checked as plain text, then piped into a format (an e-mail address): values of the format.
      if (isTextPipe(def)) return retriedForRefine(schema, inner('out'))
      // A refine after a transform ('a price above € 0,00' of a text read as euros) sits on the pipe.
      return retriedForRefine(schema, inner('in'))
    case 'lazy':
      return fc.constant(null).chain(() => valueFor((def.getter as () => unknown)()))
    default:
      // any, unknown, transform, custom and kinds this walk has not met: anything JSON can carry.
      return anyJson
  }
}

/** Tries per value of a schema with a refine of its own: the best of them is kept. */
const REFINE_TRIES = 10

/**
 * An object with a refine across its fields (an end after its start, one of two names given), or a
 * value refined after a transform, is refused for many values built without seeing the refine. Of a
 * few tries the first it accepts is kept, else the first, so most requests still reach the handler;
 * a bounded number, never a filter that could spin on a refine no value passes.
 */
function retriedForRefine(schema: ZodLike, values: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const parse = (schema as { safeParse?: (value: unknown) => { success: boolean } }).safeParse
  if (!parse || !checksOf(schema).some((check) => check.check === 'custom')) return values
  return fc
    .array(values, { minLength: REFINE_TRIES, maxLength: REFINE_TRIES })
    .map((tries) => tries.find((value) => parse.call(schema, value).success) ?? tries[0])
}

/** A pipe from one text schema into another: the second is the stricter one, with the format. */
function isTextPipe(def: Record<string, unknown>): boolean {
  const isText = (side: unknown) => isZodSchema(side) && defOf(side).type === 'string'
  return isText(def.in) && isText(def.out)
}

function merge(left: unknown, right: unknown): unknown {
  const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value)
  return isObject(left) && isObject(right) ? { ...(left as object), ...(right as object) } : left
}

function objectFor(shape: Record<string, ZodLike>): fc.Arbitrary<unknown> {
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [key, field] of Object.entries(shape)) model[key] = valueFor(field)
  const requiredKeys = Object.keys(shape).filter((key) => !isOptional(shape[key] as ZodLike))
  return fc.record(model, { requiredKeys })
}

function arrayFor(schema: ZodLike): fc.Arbitrary<unknown> {
  const { min, max } = lengthBounds(schema)
  const minLength = min ?? 0
  return fc.array(valueFor(defOf(schema).element), { minLength, maxLength: Math.min(max ?? minLength + 4, minLength + 4) })
}

function lengthBounds(schema: ZodLike): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {}
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') bounds.min = check.minimum
    if (check.check === 'max_length') bounds.max = check.maximum
    if (check.check === 'length_equals') bounds.min = bounds.max = check.length
  }
  return bounds
}

const isoMoment = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString())

function stringFor(schema: ZodLike): fc.Arbitrary<string> {
  const def = defOf(schema)
  const { min, max } = lengthBounds(schema)
  const formats = [def, ...checksOf(schema)].filter((check) => check.check === 'string_format')
  const format = formats[0]
  if (format) {
    const formatted = formattedString(format.format, format.pattern, def)
    if (formatted) return max === undefined ? formatted : formatted.filter((value) => value.length <= max)
  }
  const minLength = min ?? 0
  const text = fc.string({ unit: textCharacter, minLength, maxLength: Math.min(max ?? minLength + 24, minLength + 24) })
  const refined = checksOf(schema).some((check) => check.check === 'custom')
  return refined ? fc.oneof({ weight: 1, arbitrary: text }, { weight: 3, arbitrary: addressLike }) : text
}

function formattedString(format: unknown, pattern: unknown, def: Record<string, unknown>): fc.Arbitrary<string> | undefined {
  switch (format) {
    case 'email':
      return fc.emailAddress().filter((value) => !(pattern instanceof RegExp) || pattern.test(value))
    case 'url':
      return fc.webUrl({ validSchemes: def.protocol instanceof RegExp ? ['http', 'https'] : undefined })
    case 'uuid':
    case 'guid':
      return fc.uuid()
    case 'datetime':
      return isoMoment
    case 'date':
      return isoMoment.map((moment) => moment.slice(0, 10))
    default:
      if (!(pattern instanceof RegExp)) return undefined
      try {
        return fc.stringMatching(pattern, { size: 'small' })
      } catch {
        return undefined
      }
  }
}

function numberFor(schema: ZodLike): fc.Arbitrary<number> {
  let min = -1_000_000
  let max = 1_000_000
  let isInteger = false
  for (const check of checksOf(schema)) {
    if (check.check === 'number_format') isInteger = check.format !== 'float32' && check.format !== 'float64'
    if (check.check === 'greater_than' && check.value !== undefined) min = check.value + (check.inclusive ? 0 : isInteger ? 1 : 1e-6)
    if (check.check === 'less_than' && check.value !== undefined) max = check.value - (check.inclusive ? 0 : isInteger ? 1 : 1e-6)
  }
  // Small values most of the time (ids of real rows, quantities), the edges now and then.
  if (isInteger) {
    const low = Math.ceil(min)
    const high = Math.floor(max)
    return fc.oneof(
      // The seeded rows' ids start at 1.
      { weight: 3, arbitrary: fc.integer({ min: low, max: Math.min(high, Math.max(low, 0) + 4) }) },
      { weight: 2, arbitrary: fc.integer({ min: low, max: Math.min(high, Math.max(low, 0) + 30) }) },
      { weight: 1, arbitrary: fc.integer({ min: low, max: high }) },
      { weight: 1, arbitrary: fc.constantFrom(low, high) },
    )
  }
  // A double is mostly a tiny fraction; an amount in euros (a price, a value) has whole cents.
  const cents = fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((value) => value / 100)
  return fc.oneof({ weight: 1, arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }) }, { weight: 1, arbitrary: cents })
}
