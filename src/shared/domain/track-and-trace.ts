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
 * (without spaces), as PostNL's own e-mails link it. The postal code is the buyer's: this link goes
 * only to the seller and into the e-mail to the buyer's own address (decision 031); an order link's
 * page gets publicTrackingUrl.
 */
export function trackingUrl(code: string, country: Country, postalCode: string): string {
  const postal = postalCode.replace(/\s+/g, '').toUpperCase()
  return `https://jouw.postnl.nl/track-and-trace/${encodeURIComponent(code)}-${countryCode[country]}-${encodeURIComponent(postal)}`
}

/**
 * PostNL's tracking page for a parcel by its code alone, with no personal data: what a page behind an
 * order link shows (decision 031), since whoever holds the link is not known to be the buyer. PostNL
 * opens the parcel from its code and asks for the postal code itself before it shows more.
 */
export function publicTrackingUrl(code: string): string {
  return `https://jouw.postnl.nl/track-and-trace/${encodeURIComponent(code)}`
}
