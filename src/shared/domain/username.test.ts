import { describe, expect, test } from 'vitest'
import { isBlankTiktokUsername, isTiktokUsername, normalizeTiktokUsername } from './username'

describe('a TikTok username (decision 018)', () => {
  test.each(['pieter', 'Pieter', '@Pieter ', '  @pieter_01', 'kaart.fan', 'ab', 'a'.repeat(24), '__.__', '@Sanne_Opent', 'test_user'])(
    '%j is one TikTok could have given out',
    (input) => {
      expect(isTiktokUsername(input)).toBe(true)
    },
  )

  test.each([
    ['too short', 'a'],
    ['too short after the @', '@a'],
    ['too long', 'a'.repeat(25)],
    ['a space inside', 'pieter de vries'],
    ['a hyphen', 'kaart-fan'],
    ['markup', '<b>pieter</b>'],
    ['a script', '"><script>alert(1)</script>'],
    ['two @', '@@pieter'],
    ['an @ inside', 'pieter@example.nl'],
    ['a letter TikTok does not allow', 'piëter'],
    ['an emoji', 'pieter🔥'],
    ['a line break', 'pie\nter'],
  ])('%s (%j) is not', (_why, input) => {
    expect(isTiktokUsername(input)).toBe(false)
  })

  test('spaces and a lone @ are an empty field, not a wrong name', () => {
    for (const input of ['', '   ', '@', ' @ ']) expect(isBlankTiktokUsername(input), input).toBe(true)
    for (const input of ['a', '@@', 'pieter']) expect(isBlankTiktokUsername(input), input).toBe(false)
  })

  test("every valid spelling of a buyer is still the same buyer: '@Pieter ' and 'pieter'", () => {
    for (const input of ['@Pieter ', ' PIETER', 'pieter']) {
      expect(isTiktokUsername(input)).toBe(true)
      expect(normalizeTiktokUsername(input)).toBe('pieter')
    }
  })
})
