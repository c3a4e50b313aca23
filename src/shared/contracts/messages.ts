/**
 * Dutch texts the server sends to buyers and the admin. Tests assert these exact strings,
 * so a text changes in one place only.
 */
export const messages = {
  invalidAccessCode: 'Ongeldige toegangscode.',
  accessCodeRequired: 'Toegangscode is verplicht',
  notAuthenticated: 'Je bent niet ingelogd als administrator.',
  tooManyLoginAttempts: 'Te veel inlogpogingen. Probeer het over een minuut opnieuw.',
  crossSiteRequest: 'Dit verzoek komt van een andere website en is geweigerd.',
  notFound: 'Niet gevonden.',
  invalidInput: 'Ongeldige invoer.',
  databaseUnavailable: 'De winkel is tijdelijk niet bereikbaar. Probeer het zo opnieuw.',
  unexpectedError: 'Er is iets misgegaan. Probeer het opnieuw.',
  realtimeUnknownChannel: 'Onbekend kanaal.',
  realtimeAdminOnly: 'Dit kanaal is alleen voor de administrator.',
} as const
