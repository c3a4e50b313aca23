import { describe, expect, test } from 'vitest'
import { isSameSiteRequest } from './origin-guard'

const shopOrigins = new Set(['https://shop.example', 'http://localhost:3000'])

describe('isSameSiteRequest', () => {
  test('a request from the shop itself is allowed', () => {
    expect(isSameSiteRequest({ origin: 'https://shop.example' }, shopOrigins)).toBe(true)
    const fromLocalPage = { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }
    expect(isSameSiteRequest(fromLocalPage, shopOrigins)).toBe(true)
  })

  test('a request from another origin is refused, even one that looks alike', () => {
    const lookAlikes = ['http://shop.example', 'https://shop.example.evil', 'https://sub.shop.example']
    for (const origin of ['https://evil.example', ...lookAlikes]) {
      expect(isSameSiteRequest({ origin }, shopOrigins), origin).toBe(false)
    }
  })

  test("the 'null' origin of a sandboxed frame or a data: page is refused", () => {
    expect(isSameSiteRequest({ origin: 'null' }, shopOrigins)).toBe(false)
  })

  test('without Origin, a browser that says cross-site or same-site is refused', () => {
    expect(isSameSiteRequest({ 'sec-fetch-site': 'cross-site' }, shopOrigins)).toBe(false)
    expect(isSameSiteRequest({ 'sec-fetch-site': 'same-site' }, shopOrigins)).toBe(false)
  })

  test('without Origin, a same-origin or user-initiated request is allowed', () => {
    expect(isSameSiteRequest({ 'sec-fetch-site': 'same-origin' }, shopOrigins)).toBe(true)
    expect(isSameSiteRequest({ 'sec-fetch-site': 'none' }, shopOrigins)).toBe(true)
  })

  test("a request with neither header (a server, such as the payment provider's webhook) is allowed", () => {
    expect(isSameSiteRequest({}, shopOrigins)).toBe(true)
  })
})
