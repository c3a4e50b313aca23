import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { memoryStorage } from '#client/lib/memory-storage-fixture'
import { forgetBuyer, prefill, recallBuyer, rememberBuyer, sanitizeRememberedBuyer } from './remembered-buyer'

beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()))
afterEach(() => vi.unstubAllGlobals())

const noor = {
  tiktokUsername: '@noor',
  firstName: 'Noor',
  lastName: 'van Dijk',
  email: 'noor@example.nl',
  street: 'Lange Nieuwstraat',
  houseNumber: '7b',
  postalCode: '2000',
  city: 'Antwerpen',
  country: 'belgie' as const,
}

describe("'Onthoud mijn gegevens' (decision 054)", () => {
  test('nothing is remembered until the buyer asks; what is remembered comes back; forgetting wipes it', () => {
    expect(recallBuyer()).toBeUndefined()
    rememberBuyer(noor)
    expect(recallBuyer()).toEqual(noor)
    forgetBuyer()
    expect(recallBuyer()).toBeUndefined()
    expect(localStorage.length).toBe(0)
  })

  test('the spot choice remembers its two fields and keeps the address remembered at checkout', () => {
    rememberBuyer(noor)
    rememberBuyer({ tiktokUsername: '@noor_nieuw', email: 'nieuw@example.nl' })
    expect(recallBuyer()).toEqual({ ...noor, tiktokUsername: '@noor_nieuw', email: 'nieuw@example.nl' })
  })

  test('stored data is input: unknown fields, wrong types, another version and broken JSON are left out', () => {
    expect(sanitizeRememberedBuyer({ version: 1, details: { ...noor, shippingMethod: 'postnl', country: 'duitsland', city: 5 } })).toEqual({
      tiktokUsername: '@noor',
      firstName: 'Noor',
      lastName: 'van Dijk',
      email: 'noor@example.nl',
      street: 'Lange Nieuwstraat',
      houseNumber: '7b',
      postalCode: '2000',
    })
    expect(sanitizeRememberedBuyer({ version: 2, details: noor })).toBeUndefined()
    expect(sanitizeRememberedBuyer({ version: 1, details: { firstName: '  ' } })).toBeUndefined()
    localStorage.setItem('remembered-buyer', '{')
    expect(recallBuyer()).toBeUndefined()
  })

  test('a form starts with what is remembered, then what this tab typed; an empty draft field blanks nothing', () => {
    const empty = { tiktokUsername: '', email: '', city: '', country: 'nederland' }
    expect(prefill(empty, { tiktokUsername: '@noor', email: 'noor@example.nl', country: 'belgie' }, { email: 'ander@example.nl', tiktokUsername: '' })).toEqual({
      tiktokUsername: '@noor',
      email: 'ander@example.nl',
      city: '',
      country: 'belgie',
    })
    expect(prefill(empty, undefined, {})).toEqual(empty)
  })
})
