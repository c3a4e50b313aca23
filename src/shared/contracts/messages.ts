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
  tooManyLoginAttemptsOnDevice: 'Te veel mislukte inlogpogingen vanaf dit apparaat. Probeer het later opnieuw.',
  crossSiteRequest: 'Dit verzoek komt van een andere website en is geweigerd.',
  notFound: 'Niet gevonden.',
  invalidInput: 'Ongeldige invoer.',
  requestTooLarge: 'Het verzoek is te groot.',
  databaseUnavailable: 'De winkel is tijdelijk niet bereikbaar. Probeer het zo opnieuw.',
  unexpectedError: 'Er is iets misgegaan. Probeer het opnieuw.',
  collectionNotFound: 'Collectie niet gevonden',
  invalidTiktokUsername: 'Een TikTok gebruikersnaam heeft 2 tot 24 letters, cijfers, punten of underscores',
  productNotFound: 'Dit product bestaat niet (meer). Haal het uit je winkelwagen en probeer het opnieuw.',
  paymentNotFound: 'Betaling niet gevonden.',
  paymentProviderDown: 'De betaalomgeving is nu niet bereikbaar. Probeer het zo opnieuw; er is niets afgeschreven.',
  paymentNotOpen: 'Deze betaling is al afgerond.',
  tooManyOpenCheckouts:
    'Er staan al te veel onbetaalde bestellingen open vanaf jouw verbinding. Rond eerst een betaling af of probeer het over een paar minuten opnieuw.',
  realtimeUnknownChannel: 'Onbekend kanaal.',
  realtimeAdminOnly: 'Dit kanaal is alleen voor de administrator.',
  tooManyRealtimeConnections: 'Te veel open verbindingen vanaf dit adres. Sluit een paar tabbladen en probeer het opnieuw.',
} as const

/** 409 when a line asks for more than the stock: names the product and what is left. */
export function notEnoughStock(productName: string, available: number): string {
  return available > 0
    ? `Niet genoeg voorraad voor ${productName}: nog ${available} beschikbaar.`
    : `${productName} is uitverkocht.`
}

/**
 * 409 when a checkout would take a buyer (one e-mail address) past the product's 'Max per koper':
 * names the limit and what the buyer already bought, so they know what they can still order. (Their own
 * unpaid checkout is released by the new one, so what they have is what they paid for.)
 */
export function overBuyerLimit(productName: string, maxPerBuyer: number, alreadyHeld: number): string {
  const limit = `Je kunt maximaal ${maxPerBuyer} van ${productName} per koper kopen`
  if (alreadyHeld <= 0) return `${limit}.`
  const left = maxPerBuyer - alreadyHeld
  return left > 0
    ? `${limit}. Je hebt er al ${alreadyHeld} gekocht, dus je kunt er nog ${left} bestellen.`
    : `${limit}. Je hebt er al ${alreadyHeld} gekocht.`
}
