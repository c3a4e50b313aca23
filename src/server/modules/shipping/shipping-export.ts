import type { Parcel } from '#shared/contracts/admin-shipments'
import { countryCode } from '#shared/domain/track-and-trace'
import { buildSheet } from '#server/platform/xlsx'

// A label tool wants the ISO country code, as PostNL's own forms ask for it (track-and-trace.ts uses the same).

/** '2× Booster Box; 1× Elite Trainer Box': what goes in the parcel, on one line. */
export function productsLine(parcel: Parcel): string {
  return parcel.orders.map((order) => `${order.quantity}× ${order.productName}`).join('; ')
}

/**
 * verzendingen-YYYY-MM-DD.xlsx (product.md 2.13, decision 022): one row per parcel to pack, the oldest
 * first, with the columns a label tool needs, built as every export is (platform/xlsx.ts).
 */
export function buildShippingWorkbook(parcels: Parcel[]): Promise<Buffer> {
  return buildSheet(
    'Verzendingen',
    [
      { header: 'Referentie', key: 'reference', width: 12 },
      { header: 'Naam', key: 'name', width: 26 },
      { header: 'Straat', key: 'street', width: 28 },
      { header: 'Huisnummer', key: 'houseNumber', width: 12 },
      { header: 'Postcode', key: 'postalCode', width: 10 },
      { header: 'Plaats', key: 'city', width: 20 },
      { header: 'Land', key: 'country', width: 6 },
      { header: 'E-mail', key: 'email', width: 30 },
      { header: 'TikTok', key: 'tiktokUsername', width: 20 },
      { header: 'Producten', key: 'products', width: 48 },
    ],
    parcels.map((parcel) => ({
      reference: parcel.reference,
      name: `${parcel.firstName} ${parcel.lastName}`.trim(),
      street: parcel.street,
      houseNumber: parcel.houseNumber,
      postalCode: parcel.postalCode,
      city: parcel.city,
      country: countryCode[parcel.country],
      email: parcel.email,
      tiktokUsername: parcel.tiktokUsername,
      products: productsLine(parcel),
    })),
  )
}
