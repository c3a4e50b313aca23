import { describe, expect, test } from 'vitest'
import { sameFormValues, shopLinkState, shopLinkStatus, toFormValues } from './shop-link-values'

describe('the link form values', () => {
  test('a stored link is shown as it is', () => {
    const link = { url: 'https://tikkie.me/pay/abc', label: 'Betaal via Tikkie', isActive: false }
    expect(toFormValues(link)).toEqual(link)
  })

  test('a link that was never set starts active, with the default label', () => {
    expect(toFormValues({ url: '', label: 'Betaal direct via Tikkie', isActive: false })).toEqual({
      url: '',
      label: 'Betaal direct via Tikkie',
      isActive: true,
    })
  })

  test('values compare field by field; a missing Actief counts as on', () => {
    const values = { url: 'https://x.nl', label: 'X', isActive: true }
    expect(sameFormValues({ ...values }, values)).toBe(true)
    expect(sameFormValues({ url: 'https://x.nl', label: 'X' }, values)).toBe(true)
    expect(sameFormValues({ ...values, label: 'Y' }, values)).toBe(false)
    expect(sameFormValues({ ...values, isActive: false }, values)).toBe(false)
    expect(sameFormValues(undefined, values)).toBe(false)
  })
})

describe('the state of a stored link', () => {
  test('no url is not set, whatever the flag says', () => {
    expect(shopLinkState({ url: '', label: '', isActive: true })).toBe('unset')
    expect(shopLinkState({ url: '  ', label: '', isActive: false })).toBe('unset')
  })

  test('a url is active or inactive by its flag', () => {
    expect(shopLinkState({ url: 'https://x.nl', label: '', isActive: true })).toBe('active')
    expect(shopLinkState({ url: 'https://x.nl', label: '', isActive: false })).toBe('inactive')
  })
})

describe("the card's status (decision 057)", () => {
  test('no link saved: says whether the switch is on and that no link is filled in', () => {
    const none = { url: '', label: '', isActive: false }
    expect(shopLinkStatus(none, true).label).toBe('Aan, maar nog geen link ingevuld')
    expect(shopLinkStatus(none, false).label).toBe('Uit, nog geen link ingevuld')
  })

  test('a saved link: whether buyers see it, whatever the switch being edited says', () => {
    expect(shopLinkStatus({ url: 'https://x.nl', label: 'x', isActive: true }, false).label).toBe('Aan: staat op de homepage')
    expect(shopLinkStatus({ url: 'https://x.nl', label: 'x', isActive: false }, true).label).toBe('Uit: niet op de homepage')
  })
})
