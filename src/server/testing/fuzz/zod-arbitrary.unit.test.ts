import fc from 'fast-check'
import { expect, test } from 'vitest'
import type { z } from 'zod'
import { createOrderSchema } from '#shared/contracts/admin-orders'
import { battleFormSchema } from '#shared/contracts/admin-battles'
import { createProductSchema, deleteCollectionQuerySchema } from '#shared/contracts/admin-catalog'
import { updateShopLinkSchema } from '#shared/contracts/admin-settings'
import { checkoutRequestSchema } from '#shared/contracts/checkout'
import { setWeeklyPrizeSchema } from '#shared/contracts/leaderboard'
import { brokenValueFor } from './broken-value'
import { DeepNesting, toJsonText } from './odd-values'
import { valueFor } from './zod-arbitrary'

/** Request schemas of the contracts, one of each kind the walk meets (objects, pipes, refines, unions). */
const schemas: [string, z.ZodType][] = [
  ['checkout', checkoutRequestSchema],
  ['product', createProductSchema],
  ['battle', battleFormSchema],
  ['manual order', createOrderSchema],
  ['shop link', updateShopLinkSchema],
  ['weekly prize', setWeeklyPrizeSchema],
  ['collection delete query', deleteCollectionQuerySchema],
]

const shareAccepted = (schema: z.ZodType, values: unknown[]) =>
  values.filter((value) => schema.safeParse(value).success).length / values.length

test.each(schemas)('most values generated from the %s schema pass it, so requests reach the handler', (_name, schema) => {
  const values = fc.sample(valueFor(schema), { numRuns: 300, seed: 9 })
  expect(shareAccepted(schema, values)).toBeGreaterThan(0.5)
})

test.each(schemas)('values of the %s schema with one thing broken are refused by it', (_name, schema) => {
  const values = fc.sample(brokenValueFor(schema), { numRuns: 300, seed: 9 })
  // A broken field the schema does not check (`userId: unknown`) still passes; nearly all others fail.
  expect(shareAccepted(schema, values)).toBeLessThan(0.2)
})

test('deep nesting is written out as JSON text that parses, far deeper than JSON.stringify could go', () => {
  const text = toJsonText({ items: new DeepNesting(100_000, 'array'), name: 'x' })
  expect(text.startsWith('{"items":[[[')).toBe(true)
  expect(() => JSON.parse(text)).not.toThrow()
  expect(toJsonText({ a: new DeepNesting(3, 'object') })).toBe('{"a":{"a":{"a":{"a":1}}}}')
})
