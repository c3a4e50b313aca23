import { describe, expect, test } from 'vitest'
import { loadConfig } from '#server/config'
import { TEST_ACCESS_CODE_COST } from '#server/testing/access-code-cost'
import { generateAccessCode, hashAccessCode, verifyAccessCode } from './access-code'

describe('hashAccessCode / verifyAccessCode', () => {
  const code = 'K7QM-R2XW-9HTC-PD4N'

  test('the hash never contains the code, and two hashes of one code differ (salted)', async () => {
    const first = await hashAccessCode(code, TEST_ACCESS_CODE_COST)
    const second = await hashAccessCode(code, TEST_ACCESS_CODE_COST)
    expect(first).not.toContain(code)
    expect(first.toLowerCase()).not.toContain(code.toLowerCase().replace(/-/g, ''))
    expect(first).not.toBe(second)
  })

  test('the right code verifies, a wrong one does not', async () => {
    const stored = await hashAccessCode(code, TEST_ACCESS_CODE_COST)
    expect(await verifyAccessCode(code, stored)).toBe(true)
    expect(await verifyAccessCode('K7QM-R2XW-9HTC-PD4M', stored)).toBe(false)
    expect(await verifyAccessCode(code.toLowerCase(), stored)).toBe(false)
    expect(await verifyAccessCode('', stored)).toBe(false)
  })

  const costOf = (stored: string) => stored.split('$').slice(0, 4)

  test("a hash at the shop's cost (loadConfig, production) says N=32768 and verifies, at that cost", async () => {
    const stored = await hashAccessCode(code, loadConfig({ NODE_ENV: 'production' }).accessCodeCost)
    expect(costOf(stored)).toEqual(['scrypt', '32768', '8', '1'])
    expect(await verifyAccessCode(code, stored)).toBe(true)
    expect(await verifyAccessCode('K7QM-R2XW-9HTC-PD4M', stored)).toBe(false)
  })

  test("a hash at the tests' cheap cost says so and verifies too: each hash carries its own cost", async () => {
    const stored = await hashAccessCode(code, TEST_ACCESS_CODE_COST)
    expect(TEST_ACCESS_CODE_COST.N).toBeLessThan(32_768)
    expect(costOf(stored)).toEqual(['scrypt', String(TEST_ACCESS_CODE_COST.N), '8', '1'])
    expect(await verifyAccessCode(code, stored)).toBe(true)
    expect(await verifyAccessCode('K7QM-R2XW-9HTC-PD4M', stored)).toBe(false)
  })

  test.each([
    ['an empty string', ''],
    ['plain text', code],
    ['another algorithm', 'bcrypt$10$abc$def'],
    ['a hash without salt', 'scrypt$32768$8$1$$aGFzaA=='],
    ['a hash with a broken cost', 'scrypt$abc$8$1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA=='],
    ['a hash with an impossible cost', 'scrypt$3$8$1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaGhhc2hoYXNoaGFzaA=='],
  ])('a malformed stored hash (%s) never matches', async (_label, stored) => {
    await expect(verifyAccessCode(code, stored)).resolves.toBe(false)
  })
})

describe('generateAccessCode', () => {
  test('looks like XXXX-XXXX-XXXX-XXXX without the look-alikes 0, O, 1, I and L', () => {
    for (let i = 0; i < 200; i++) {
      const generated = generateAccessCode()
      expect(generated).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
      expect(generated).not.toMatch(/[0O1IL]/)
    }
  })

  test('is different every time', () => {
    const codes = new Set(Array.from({ length: 500 }, () => generateAccessCode()))
    expect(codes.size).toBe(500)
  })
})
