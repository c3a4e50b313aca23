import fc from 'fast-check'
import { wrongValue } from './odd-values'
import { valueFor } from './zod-arbitrary'
import { defOf, isOptional, isZodSchema, unwrap, type ZodLike } from './zod-schema'

/**
 * A value of the schema's shape with exactly one thing broken, deep down where it may be: one field
 * of an object replaced by a wrong value (or a required one left out), one element of an array
 * broken. So the request gets past the outer checks and tests the inner ones.
 */
export function brokenValueFor(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (!isZodSchema(schema) || takesAnything(schema) || depth > 6) return wrongValue
  const inner = unwrap(schema)
  const def = defOf(inner)
  if (def.type === 'object') return brokenObject(inner, def.shape as Record<string, ZodLike>, depth)
  if (def.type === 'array') {
    return fc
      .tuple(fc.array(valueFor(def.element), { minLength: 1, maxLength: 4 }), brokenValueFor(def.element, depth + 1), fc.nat())
      .map(([items, broken, at]) => items.map((item, index) => (index === at % items.length ? broken : item)))
  }
  // A wrong value the field really refuses (an odd string is fine for a plain text field).
  const parse = (schema as { safeParse?: (value: unknown) => { success: boolean } }).safeParse
  return parse ? wrongValue.filter((value) => !parse.call(schema, value).success) : wrongValue
}

/** A field that takes any value (`z.unknown()`) cannot be broken. */
const takesAnything = (schema: ZodLike) => ['any', 'unknown'].includes(defOf(unwrap(schema)).type)

function brokenObject(schema: ZodLike, shape: Record<string, ZodLike>, depth: number): fc.Arbitrary<unknown> {
  const keys = Object.keys(shape).filter((key) => !takesAnything(shape[key] as ZodLike))
  if (keys.length === 0) return wrongValue
  return fc.constantFrom(...keys).chain((key) => {
    const field = shape[key] as ZodLike
    const variants: fc.Arbitrary<{ value: unknown } | 'left out'>[] = [
      brokenValueFor(field, depth + 1).map((value) => ({ value })),
    ]
    if (!isOptional(field)) variants.push(fc.constant('left out' as const))
    return fc.tuple(valueFor(schema), fc.oneof(...variants)).map(([valid, broken]) => {
      const object = { ...(valid as Record<string, unknown>) }
      if (broken === 'left out') delete object[key]
      else object[key] = broken.value
      return object
    })
  })
}
