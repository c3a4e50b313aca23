import { describe, expect, test } from 'vitest'
import { buyerEmailSchema } from './plain-text'

const messageOf = (value: unknown) => buyerEmailSchema.safeParse(value).error?.issues[0]?.message

/** An empty e-mail field asks for an address; an address typed wrong keeps product.md 5's message. */
describe('the buyer e-mail field', () => {
  test.each([[''], ['   ']])('empty (%j) says it is required', (value) => {
    expect(messageOf(value)).toBe('Vul je e-mailadres in')
  })

  test.each([['sanne'], ['sanne@'], ['sanne@voorbeeld']])('%j is an invalid address', (value) => {
    expect(messageOf(value)).toBe('Ongeldig e-mailadres')
  })

  test('a valid address passes', () => {
    expect(buyerEmailSchema.safeParse('sanne@example.nl').success).toBe(true)
  })
})
