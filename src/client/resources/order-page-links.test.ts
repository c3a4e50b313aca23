import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { knownOrderPageLinks, recallOrderPageLink, rememberOrderPageLink, rememberVisitedOrderPage } from './order-page-links'

/** sessionStorage as a browser tab keeps it. */
function fakeStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  }
}

beforeEach(() => vi.stubGlobal('sessionStorage', fakeStorage()))
afterEach(() => vi.unstubAllGlobals())

test('a key is recalled only for what it was handed over for: a payment or a shipping request', () => {
  rememberOrderPageLink('payment-1', 'token-a')
  rememberOrderPageLink('request-1', 'token-a')
  expect(recallOrderPageLink('payment-1')).toBe('token-a')
  expect(recallOrderPageLink('request-1')).toBe('token-a')
  expect(recallOrderPageLink('request-2')).toBeUndefined()
  expect(recallOrderPageLink(null)).toBeUndefined()
})

test('the tab’s order pages are listed once each, also the ones only visited', () => {
  rememberOrderPageLink('payment-1', 'token-a')
  rememberOrderPageLink('request-1', 'token-a')
  rememberVisitedOrderPage('token-b')
  rememberVisitedOrderPage('token-a')
  sessionStorage.setItem('something-else', 'token-c')
  expect(knownOrderPageLinks().sort()).toEqual(['token-a', 'token-b'])
})

test('refused storage keeps nothing and lists nothing, without throwing', () => {
  vi.stubGlobal('sessionStorage', {
    ...fakeStorage(),
    setItem: () => {
      throw new Error('QuotaExceededError')
    },
  })
  rememberOrderPageLink('payment-1', 'token-a')
  expect(recallOrderPageLink('payment-1')).toBeUndefined()
  expect(knownOrderPageLinks()).toEqual([])
  vi.unstubAllGlobals()
  expect(knownOrderPageLinks()).toEqual([])
})
