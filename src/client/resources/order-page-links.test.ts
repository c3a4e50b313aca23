import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { memoryStorage } from '#client/lib/memory-storage-fixture'
import { knownOrderPageLinks, recallOrderPageLink, rememberOrderPageLink, rememberVisitedOrderPage } from './order-page-links'

beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()))
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
    ...memoryStorage(),
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
