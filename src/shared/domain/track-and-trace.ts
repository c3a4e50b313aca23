import type { Country } from './shipping'

/**
 * PostNL's track & trace codes (decision 022): a domestic barcode ('3S' and 11 to 13 letters or
 * digits, such as 3SABCD1234567) or an international one in the UPU's S10 form (two letters, nine
 * digits, two letters, such as RR123456789NL). The seller types or scans one; spaces and case do not
 * matter.
 */
const domestic = /^3S[A-Z0-9]{11,13}$/
const international = /^[A-Z]{2}\d{9}[A-Z]{2}$/

/** A code as typed, in the one form we keep: upper case, without spaces or dashes. */
export function normaliseTrackingCode(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase()
}

/** Whether a (normalised) code is one of PostNL's forms. */
export function isTrackingCode(code: string): boolean {
  return domestic.test(code) || international.test(code)
}

/** The ISO country code of a destination, as PostNL and label tools write it. */
export const countryCode: Record<Country, string> = { nederland: 'NL', belgie: 'BE' }

/**
 * PostNL's public tracking page for a parcel: the code, the destination country and its postal code
 * (without spaces), as PostNL's own e-mails link it.
 */
export function trackingUrl(code: string, country: Country, postalCode: string): string {
  const postal = postalCode.replace(/\s+/g, '').toUpperCase()
  return `https://jouw.postnl.nl/track-and-trace/${encodeURIComponent(code)}-${countryCode[country]}-${encodeURIComponent(postal)}`
}
