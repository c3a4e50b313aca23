import { z } from 'zod'

/** A field as the request must send it to have it: its `.default()` or `.prefault()` taken off. */
type WithoutDefault<T> = T extends z.ZodDefault<infer Inner> | z.ZodPrefault<infer Inner> ? Inner : T

type PartialWithoutDefaults<Shape extends z.core.$ZodShape, Config extends z.core.$ZodObjectConfig> = z.ZodObject<
  { -readonly [K in keyof Shape]: z.ZodOptional<WithoutDefault<Shape[K]>> },
  Config
>

function withoutDefault(field: z.core.SomeType): z.core.SomeType {
  return field instanceof z.ZodDefault || field instanceof z.ZodPrefault ? withoutDefault(field.unwrap()) : field
}

/**
 * The PATCH body of a resource made from its create body: every field optional, and none filled in,
 * so a PATCH changes only what it names (product.md 7.2: `{isActive: false}` stops a battle, nothing
 * more). zod 4 runs a `.default()` inside `.optional()`, so `create.partial()` would write the default
 * of every field the request left out: 'Activeren' (`{isActive: true}`) turned a battle's shop payments
 * back on (decision 023). Each field keeps its own checks and Dutch messages; only the default goes.
 * A default nested deeper (inside `.optional()` or `.nullable()`) is not taken off: write none there.
 */
export function partialWithoutDefaults<Shape extends z.core.$ZodShape, Config extends z.core.$ZodObjectConfig>(
  schema: z.ZodObject<Shape, Config>,
): PartialWithoutDefaults<Shape, Config> {
  const shape = Object.fromEntries(Object.entries(schema.shape).map(([key, field]) => [key, withoutDefault(field)]))
  // The shape is rebuilt key by key, which TypeScript cannot follow; the type says what it holds.
  return schema.extend(shape).partial() as unknown as PartialWithoutDefaults<Shape, Config>
}
