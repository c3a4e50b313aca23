/**
 * A read-only view of a zod 4 schema's definition, for the generators that walk the contracts.
 * zod keeps the definition on `_zod.def`; only the parts the generators need are typed here.
 */

export type ZodLike = { _zod: { def: SchemaDef; optin?: 'optional' | 'defaulted' } }

export type SchemaDef = {
  type: string
  checks?: { _zod: { def: CheckDef } }[]
  [key: string]: unknown
}

export type CheckDef = {
  check: string
  format?: string
  pattern?: RegExp
  minimum?: number
  maximum?: number
  length?: number
  value?: number
  inclusive?: boolean
}

export function isZodSchema(value: unknown): value is ZodLike {
  const zod = (value as { _zod?: { def?: { type?: unknown } } } | null | undefined)?._zod
  return typeof zod?.def?.type === 'string'
}

export const defOf = (schema: ZodLike): SchemaDef => schema._zod.def

/** The checks on a schema (length, format, range), each as its definition. */
export const checksOf = (schema: ZodLike): CheckDef[] => (defOf(schema).checks ?? []).map((check) => check._zod.def)

/** A field the object may leave out (optional, or with a default). */
export const isOptional = (schema: ZodLike): boolean => schema._zod.optin !== undefined

/** Schemas that only wrap another one: the generators look through them. */
const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional', 'success'])

/** The schema a wrapper (optional, default, pipe, …) stands for, for finding an object's fields. */
export function unwrap(schema: ZodLike): ZodLike {
  let current = schema
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(current)
    if (wrappers.has(def.type) && isZodSchema(def.innerType)) current = def.innerType
    else if (def.type === 'pipe' && isZodSchema(def.in)) current = def.in
    else if (def.type === 'lazy' && typeof def.getter === 'function') current = (def.getter as () => ZodLike)()
    else return current
  }
  return current
}

/** The fields of an object schema (looking through wrappers), or undefined for any other kind. */
export function shapeOf(schema: unknown): Record<string, ZodLike> | undefined {
  if (!isZodSchema(schema)) return undefined
  const def = defOf(unwrap(schema))
  return def.type === 'object' ? (def.shape as Record<string, ZodLike>) : undefined
}
