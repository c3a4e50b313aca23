import { describe, expect, test } from 'vitest'
import { isTrackingCode, normaliseTrackingCode, publicTrackingUrl, trackingUrl } from './track-and-trace'

// decision 022: the seller types or scans PostNL's code; the buyer gets PostNL's tracking page.

describe('normaliseTrackingCode: one form, whatever was typed', () => {
  test.each([
    ['3SABCD1234567', '3SABCD1234567'],
    ['3sabcd1234567', '3SABCD1234567'],
    [' 3S ABCD 1234 567 ', '3SABCD1234567'],
    ['3S-ABCD-1234567', '3SABCD1234567'],
    ['rr 123 456 789 nl', 'RR123456789NL'],
    ['3S\tABCD\n1234567', '3SABCD1234567'],
  ])('%j becomes %s', (typed, normalised) => {
    expect(normaliseTrackingCode(typed)).toBe(normalised)
  })
})

describe('isTrackingCode: PostNL’s domestic barcode or an international S10 code', () => {
  test.each([
    ['3SABCD1234567', 'domestic, 11 after 3S'],
    ['3SABCD12345678', 'domestic, 12 after 3S'],
    ['3SABCD123456789', 'domestic, 13 after 3S'],
    ['3S00000000000', 'domestic, digits only'],
    ['RR123456789NL', 'international, registered'],
    ['CD123456789BE', 'international, parcel to Belgium'],
  ])('%s is a code (%s)', (code) => {
    expect(isTrackingCode(code)).toBe(true)
  })

  test.each([
    ['', 'empty'],
    ['3SABCD123456', 'domestic, only 10 after 3S'],
    ['3SABCD1234567890', 'domestic, 14 after 3S'],
    ['3TABCD1234567', 'not 3S'],
    ['3sabcd1234567', 'not normalised (lower case)'],
    ['3S ABCD1234567', 'not normalised (a space)'],
    ['3SABCD12345-67', 'a dash'],
    ['RR12345678NL', 'international, 8 digits'],
    ['RR1234567890NL', 'international, 10 digits'],
    ['R1123456789NL', 'international, a digit for a letter'],
    ['RR123456789N', 'international, one letter at the end'],
    ['RR123456789NL1', 'something after the code'],
  ])('%j is not a code (%s)', (code) => {
    expect(isTrackingCode(code)).toBe(false)
  })

  test('a typed code is a code once normalised', () => {
    expect(isTrackingCode(normaliseTrackingCode(' 3s abcd 1234 567'))).toBe(true)
    expect(isTrackingCode(normaliseTrackingCode('rr-123456789-nl'))).toBe(true)
    expect(isTrackingCode(normaliseTrackingCode('geen code'))).toBe(false)
  })
})

describe('trackingUrl: PostNL’s page for the code, the destination country and its postal code', () => {
  test('to the Netherlands: NL and the postal code without spaces, in capitals', () => {
    expect(trackingUrl('3SABCD1234567', 'nederland', '1234 ab')).toBe(
      'https://jouw.postnl.nl/track-and-trace/3SABCD1234567-NL-1234AB',
    )
  })

  test('to Belgium: BE', () => {
    expect(trackingUrl('RR123456789NL', 'belgie', '1000')).toBe('https://jouw.postnl.nl/track-and-trace/RR123456789NL-BE-1000')
  })

  test('what the buyer typed as a postal code cannot break out of the path', () => {
    const url = new URL(trackingUrl('3SABCD1234567', 'nederland', '1234 AB/../x?y#z'))
    expect(url.origin).toBe('https://jouw.postnl.nl')
    expect(url.pathname.startsWith('/track-and-trace/3SABCD1234567-NL-1234AB')).toBe(true)
    expect(url.pathname.split('/')).toHaveLength(3)
    expect(url.search).toBe('')
    expect(url.hash).toBe('')
  })
})

describe('publicTrackingUrl: PostNL’s page for the code alone, for a page behind an order link (decision 031)', () => {
  test('no country and no postal code', () => {
    expect(publicTrackingUrl('3SABCD1234567')).toBe('https://jouw.postnl.nl/track-and-trace/3SABCD1234567')
    expect(publicTrackingUrl('RR123456789NL')).toBe('https://jouw.postnl.nl/track-and-trace/RR123456789NL')
  })
})
