import fc from 'fast-check'

/**
 * Characters that break careless code: NUL (PostgreSQL text refuses it), lone surrogates (not
 * UTF-8), right-to-left marks, zero-width and byte-order marks, line separators, combining marks,
 * emoji (astral and joined), the last code points, and characters that matter in HTML and SQL.
 */
export const oddCharacters = [
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\u202E',
  '\u200F',
  '\u200B',
  '\uFEFF',
  '\u2028',
  '\u0085',
  '\u0301',
  'e\u0301',
  'Z\u0364\u0351\u0313',
  '😀',
  '👩‍👩‍👧',
  '\uFFFF',
  '\u{10FFFF}',
  '<script>',
  "'; --",
  '\\',
  '"',
  '%',
  '\r\n',
] as const

export const oddCharacter = fc.constantFrom(...oddCharacters)

/** A short string of odd characters mixed with plain ones. */
export const oddString = fc.string({
  unit: fc.oneof(oddCharacter, fc.constantFrom('a', 'Z', '7', ' ', '-', '/', '.')),
  minLength: 1,
  maxLength: 24,
})

/** A long string that still fits in a request (the body limit is 256 KiB). */
export const hugeString = fc
  .tuple(fc.integer({ min: 10_000, max: 120_000 }), fc.constantFrom('x', 'é', '😀', '\u0000', ' '))
  .map(([length, character]) => character.repeat(Math.ceil(length / character.length)))

/** Arrays or objects nested deeper than any code walks by recursion; serialized by requestBody(). */
export class DeepNesting {
  constructor(
    readonly depth: number,
    readonly shape: 'array' | 'object',
  ) {}

  toJson(): string {
    return this.shape === 'array'
      ? '['.repeat(this.depth) + ']'.repeat(this.depth)
      : '{"a":'.repeat(this.depth) + '1' + '}'.repeat(this.depth)
  }

  [fc.toStringMethod](): string {
    return `DeepNesting(${this.depth}, ${this.shape})`
  }
}

export const deepNesting = fc
  .tuple(fc.integer({ min: 100, max: 40_000 }), fc.constantFrom('array' as const, 'object' as const))
  .map(([depth, shape]) => new DeepNesting(depth, shape))

/** Own keys named __proto__ and constructor, as JSON.parse makes them (an object literal would not). */
export const prototypePollution: unknown[] = [
  JSON.parse('{"__proto__":{"polluted":true}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'),
]

/** A value of the wrong kind for almost any field: other types, edge numbers, odd text, nesting. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, -0, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, 1e-320),
  fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', 'null', 'true', '[]', '{}', '__proto__'),
  fc.constantFrom([], {}, [1, 2, 3], { a: 1 }, [null], ...prototypePollution),
  oddString,
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: deepNesting },
  fc.jsonValue({ maxDepth: 3 }),
)

/** JSON.stringify, with DeepNesting written out as raw text (JSON.stringify itself would overflow the stack). */
export function toJsonText(value: unknown): string {
  const nestings: DeepNesting[] = []
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (!(item instanceof DeepNesting)) return item
    nestings.push(item)
    return `\u0001deep${nestings.length - 1}\u0001`
  })
  // JSON.stringify(undefined) is undefined: a body of nothing at all.
  if (text === undefined) return ''
  return text.replace(/"\\u0001deep(\d+)\\u0001"/g, (_match, index: string) => nestings[Number(index)]?.toJson() ?? 'null')
}
