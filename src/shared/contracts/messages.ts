/**
 * Dutch texts the server sends to buyers and the admin. Tests assert these exact strings,
 * so a text changes in one place only.
 */
export const messages = {
  invalidAccessCode: 'Ongeldige toegangscode.',
  accessCodeRequired: 'Toegangscode is verplicht',
  notAuthenticated: 'Je bent niet ingelogd als administrator.',
  tooManyLoginAttempts: 'Te veel inlogpogingen. Probeer het over een minuut opnieuw.',
  tooManyLoginAttemptsInTotal: 'Te veel mislukte inlogpogingen op de winkel. Probeer het later opnieuw.',
  crossSiteRequest: 'Dit verzoek komt van een andere website en is geweigerd.',
  notFound: 'Niet gevonden.',
  invalidInput: 'Ongeldige invoer.',
  databaseUnavailable: 'De winkel is tijdelijk niet bereikbaar. Probeer het zo opnieuw.',
  unexpectedError: 'Er is iets misgegaan. Probeer het opnieuw.',
  collectionNotFound: 'Collectie niet gevonden',
  productNotFound: 'Dit product bestaat niet (meer). Haal het uit je winkelwagen en probeer het opnieuw.',
  paymentNotFound: 'Betaling niet gevonden.',
  paymentProviderDown: 'De betaalomgeving is nu niet bereikbaar. Probeer het zo opnieuw; er is niets afgeschreven.',
  paymentNotOpen: 'Deze betaling is al afgerond.',
  realtimeUnknownChannel: 'Onbekend kanaal.',
  realtimeAdminOnly: 'Dit kanaal is alleen voor de administrator.',
} as const

/** 409 when a line asks for more than the stock: names the product and what is left. */
export function notEnoughStock(productName: string, available: number): string {
  return available > 0
    ? `Niet genoeg voorraad voor ${productName}: nog ${available} beschikbaar.`
    : `${productName} is uitverkocht.`
}
