import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { memoryStorage } from '#client/lib/memory-storage-fixture'
import { findSpotPayment, isSpotPayment, rememberSpotPayment } from './battle-spot-payments'

beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()))
afterEach(() => vi.unstubAllGlobals())

test('a spot payment of this tab is known with its battle and spot; another payment is not a spot', () => {
  rememberSpotPayment('p-1', { battleId: 3, spotNumber: 2 })
  expect(findSpotPayment('p-1')).toEqual({ battleId: 3, spotNumber: 2 })
  expect(isSpotPayment('p-1')).toBe(true)
  expect(findSpotPayment('p-2')).toBeUndefined()
  expect(isSpotPayment(null)).toBe(false)
})

test('one remembered before the spot was kept with it is still a spot, without a spot to go back to', () => {
  sessionStorage.setItem('battle-spot-payment:p-old', '1')
  expect(findSpotPayment('p-old')).toEqual({})
})

test('stored data is input: what is not a whole positive number is left out', () => {
  sessionStorage.setItem('battle-spot-payment:p-bad', JSON.stringify({ battleId: 'x', spotNumber: -2 }))
  expect(findSpotPayment('p-bad')).toEqual({})
  sessionStorage.setItem('battle-spot-payment:p-broken', '{')
  expect(findSpotPayment('p-broken')).toEqual({})
})
