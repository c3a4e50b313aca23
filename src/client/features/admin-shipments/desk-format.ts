import { z } from 'zod'
import type { Parcel, ParcelHold } from '#shared/contracts/admin-shipments'
import { messages, shipmentHoldTexts } from '#shared/contracts/messages'
import { countryLabel } from '#shared/domain/shipping'
import { daysBetween, formatInShopTime, shopDate } from '#shared/domain/shop-time'
import { isTrackingCode, normaliseTrackingCode } from '#shared/domain/track-and-trace'

/** decision 022: a held order whose last day is this many days away or fewer stands out on the desk. */
export const ENDING_SOON_DAYS = 7

/** Calendar days from today in Amsterdam to `day`: 0 on the day itself, negative once it is past. */
export function daysUntil(day: string, now: Date): number {
  return daysBetween(shopDate(now), day)
}

/** Whether a held order's last day is within the next seven days (today included): ship or let it lapse soon. */
export function isEndingSoon(lastDay: string, now: Date): boolean {
  return daysUntil(lastDay, now) <= ENDING_SOON_DAYS
}

/** How long a held order has left: 'Laatste dag vandaag', 'Nog 1 dag', 'Nog 5 dagen'. */
export function daysLeftText(lastDay: string, now: Date): string {
  const days = daysUntil(lastDay, now)
  if (days <= 0) return 'Laatste dag vandaag'
  return days === 1 ? 'Nog 1 dag' : `Nog ${days} dagen`
}

/**
 * Since when a parcel waits to be packed: 'Wacht sinds vandaag, 14:03', 'Wacht sinds gisteren, 20:15',
 * 'Wacht sinds 12 juli 2026 (3 dagen)'. The oldest parcel is at the top of the desk.
 */
export function waitingSinceText(readyAt: string, now: Date): string {
  const time = Date.parse(readyAt)
  if (Number.isNaN(time)) return `Wacht sinds ${readyAt}`
  const ready = new Date(time)
  const days = -daysUntil(shopDate(ready), now)
  if (days <= 0) return `Wacht sinds vandaag, ${formatInShopTime(ready, 'time')}`
  if (days === 1) return `Wacht sinds gisteren, ${formatInShopTime(ready, 'time')}`
  return `Wacht sinds ${formatInShopTime(ready, 'date')} (${days} dagen)`
}

/** The recipient's address as it goes on the parcel: street and number, postal code and city, country. */
export function addressLines(parcel: Pick<Parcel, 'street' | 'houseNumber' | 'postalCode' | 'city' | 'country'>): string[] {
  return [
    `${parcel.street} ${parcel.houseNumber}`.trim(),
    `${parcel.postalCode} ${parcel.city}`.trim(),
    countryLabel[parcel.country],
  ].filter(Boolean)
}

export function recipientName(parcel: Pick<Parcel, 'firstName' | 'lastName'>): string {
  return `${parcel.firstName} ${parcel.lastName}`.trim()
}

export type SlipDensity = 'roomy' | 'compact' | 'tight'

/** Characters of a slip's product line that fit one printed line at the roomy size, about. */
const LINE_CHARACTERS = 50

/**
 * How closely a packing slip is set, so that it still fits one A4 page (decision 022): a parcel of many
 * orders, or of long product names that take two printed lines, gets smaller type. A line counts once,
 * or twice when its name (with 'Nog niet geopend' for an unopened pack) is long. Past some 30 short
 * lines even the tight setting runs onto a second page.
 */
export function slipDensity(orders: readonly Pick<Parcel['orders'][number], 'productName' | 'opened'>[]): SlipDensity {
  const lines = orders.reduce((sum, order) => {
    const characters = order.productName.length + (order.opened ? 0 : ' Nog niet geopend'.length) + ' #12345'.length
    return sum + (characters > LINE_CHARACTERS ? 2 : 1)
  }, 0)
  if (lines <= 8) return 'roomy'
  return lines <= 16 ? 'compact' : 'tight'
}

/** The tick that sends a parcel's unopened packs sealed (decision 028): 'Ongeopende pack verzegeld meesturen'. */
export function sealedPacksLabel(count: number): string {
  return count === 1 ? 'Ongeopende pack verzegeld meesturen' : `${count} ongeopende packs verzegeld meesturen`
}

/**
 * What sending a parcel with unopened packs does (decision 028): they go out sealed and leave the
 * live queue, and the buyer is mailed about the parcel only, not that a pack was opened.
 */
export function sealedPacksNote(productNames: readonly string[]): string {
  const one = productNames.length === 1
  return (
    `${productNames.join(', ')}: ${one ? 'gaat' : 'gaan'} dicht mee en ${one ? 'verdwijnt' : 'verdwijnen'} uit de wachtrij. ` +
    "De koper krijgt alleen 'Je pakket is verzonden', geen 'Je pack is geopend'. " +
    `Liever eerst live openen? Rond ${one ? 'de pack' : 'de packs'} dan eerst af in de wachtrij.`
  )
}

/**
 * Why a parcel may not be sent and what the seller can do (decision 052; 'Niet versturen', 053 amended):
 * 'Vastgehouden: betaling teruggeboekt door de bank. Dit pakket kan pas weg als …'. On the parcel's card, and what its disabled
 * 'Verzonden' is described by.
 */
export function parcelHoldNote(hold: ParcelHold): string {
  return `${shipmentHoldTexts[hold.reason]}. Dit pakket kan pas weg als de bank de terugboeking terugdraait; stuur je het niet meer, kies dan 'Niet versturen'.`
}

export const trackingCodeRequired = 'Track & trace code is verplicht'

/**
 * The track & trace field, checked by the server's own rule (decision 022): spaces, dashes and case
 * do not matter, and the code must be one of PostNL's forms.
 */
export const trackingFormSchema = z.object({
  trackingCode: z
    .string()
    .refine((value) => normaliseTrackingCode(value) !== '', trackingCodeRequired)
    .refine((value) => normaliseTrackingCode(value) === '' || isTrackingCode(normaliseTrackingCode(value)), messages.invalidTrackingCode),
})
export type TrackingForm = z.infer<typeof trackingFormSchema>
