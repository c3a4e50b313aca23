import { formatEuro } from '#shared/domain/money'
import { formatInShopTime } from '#shared/domain/shop-time'
import { INVALID_TIKTOK_USERNAME } from './storefront-messages'

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
  /** A buyer's text field holding a line break or another control character (plain-text.ts, product.md 5). */
  noControlCharacters: 'Gebruik geen regeleinden of onzichtbare tekens.',
  /** An empty e-mail field: required, rather than 'Ongeldig e-mailadres' for an address not typed yet. */
  emailRequired: 'Vul je e-mailadres in',
  requestTooLarge: 'Het verzoek is te groot.',
  databaseUnavailable: 'De winkel is tijdelijk niet bereikbaar. Probeer het zo opnieuw.',
  unexpectedError: 'Er is iets misgegaan. Probeer het opnieuw.',
  collectionNotFound: 'Collectie niet gevonden',
  invalidTiktokUsername: INVALID_TIKTOK_USERNAME,
  productNotFound: 'Dit product bestaat niet (meer). Haal het uit je winkelwagen en probeer het opnieuw.',
  paymentNotFound: 'Betaling niet gevonden.',
  /** A wrong, malformed or unknown order-page token: one answer, whether or not it ever existed (decision 021). */
  orderPageNotFound: 'Deze bestelling bestaat niet of de link is niet meer geldig',
  paymentProviderDown: 'De betaalomgeving is nu niet bereikbaar. Probeer het zo opnieuw; er is niets afgeschreven.',
  paymentNotOpen: 'Deze betaling is al afgerond.',
  tooManyOpenCheckouts:
    'Er staan al te veel onbetaalde bestellingen open vanaf jouw verbinding. Rond eerst een betaling af of probeer het over een paar minuten opnieuw.',
  realtimeUnknownChannel: 'Onbekend kanaal.',
  realtimeAdminOnly: 'Dit kanaal is alleen voor de administrator.',
  tooManyRealtimeConnections: 'Te veel open verbindingen vanaf dit adres. Sluit een paar tabbladen en probeer het opnieuw.',
  tiktokUsernameRequired: 'TikTok gebruikersnaam is verplicht',
  /** Said on every page of a shop whose payments are the demo provider's. */
  testShop: 'Testwinkel: er wordt niet echt betaald',
  // The admin's catalogue, orders and weekly prize.
  adminProductNotFound: 'Product niet gevonden',
  categoryNotFound: 'Categorie niet gevonden',
  collectionExists: 'Er bestaat al een collectie met deze naam of slug',
  moveProductsToSameCollection: 'Kies een andere collectie om de producten naar te verplaatsen',
  moveProductsToMissingCollection: 'De collectie om de producten naar te verplaatsen bestaat niet',
  orderNotFound: 'Bestelling niet gevonden',
  // Shipping held cards and the shipping desk (decision 022).
  shippingOrderLapsed: 'De 45 dagen van deze bestelling zijn voorbij: de kaarten kunnen niet meer worden verzonden.',
  shippingOrderTaken: 'Deze bestelling wordt al verzonden of wacht op betaling van een verzending.',
  shippingOrderNotHeld: 'Deze bestelling kan niet worden verzonden: alleen betaalde bestellingen voor live openen bewaren we.',
  shipmentNotFound: 'Verzending niet gevonden',
  invalidTrackingCode: 'Ongeldige track & trace code',
  parcelNotToPack: 'Dit pakket is al verzonden of nog niet betaald.',
  /** 'Verzonden' on a parcel held because the bank took a payment back (decision 052). */
  parcelHeld:
    'Dit pakket wordt vastgehouden: de bank heeft een betaling van deze bestelling teruggeboekt. Het kan pas worden verzonden als de terugboeking is teruggedraaid.',
  /** 'Niet versturen' on a parcel nothing holds (decision 053, amended): it can simply be sent. */
  parcelNotHeld: 'Dit pakket wordt niet vastgehouden: het kan gewoon worden verzonden.',
  checkoutParcelNotCancellable:
    'Alleen een verzendverzoek kan hier worden geannuleerd: de verzending van een PostNL-bestelling is met de bestelling zelf betaald.',
  orderNotQueued: 'Deze bestelling staat niet (meer) in de wachtrij',
  prizeEndsInPast: 'De einddatum ligt in het verleden',
  // Pack Battles.
  battleNotFound: 'Pack Battle niet gevonden',
  battleCompleted: 'Deze Pack Battle is al voltooid en kan niet meer worden gewijzigd.',
  participantNotFound: 'Deelnemer niet gevonden',
  participantNameRequired: 'TikTok naam is verplicht',
  winnerNotParticipant: 'De winnaar moet een deelnemer van deze Pack Battle zijn.',
  winnerNotPaid: 'Alleen een deelnemer die betaald heeft kan winnen.',
  // A Pack Battle spot bought in the shop (decision 023).
  battleNotActive: 'Deze Pack Battle is niet actief. Kies een plek in de actieve Pack Battle.',
  battleClosedForSpots: 'Deze Pack Battle is al voltooid: er zijn geen plekken meer te koop.',
  // Pictures the seller uploads (decision 056).
  imageNotAnImage: 'Dit bestand is geen JPEG-, PNG- of WebP-afbeelding',
  imageNotFound: 'Deze afbeelding bestaat niet (meer)',
  imageTooLarge: 'Deze afbeelding is groter dan 5 MB',
  battleTikkieRequired: 'Vul de Tikkie URL in: zonder betalen in de winkel betalen kijkers hun plek via Tikkie',
  battleWithoutShopPayments: 'Voor deze Pack Battle koop je geen plek in de winkel. Betaal je plek via Tikkie.',
  battleFull: 'Alle plekken van deze Pack Battle zijn bezet.',
  refundNotFound: 'Terugbetaling niet gevonden',
  // Refunds and cancellations from the back office (decision 028).
  refundAlreadyStarted: 'Deze terugbetaling is al gestart of afgerond.',
  refundNotAtProvider:
    'Deze betaling is niet via de betaalprovider gedaan of niet meer bekend. Betaal het bedrag zelf terug en vink het dan af.',
  refundNoAnswer:
    'De betaalprovider gaf geen antwoord. De shop vraagt hem zelf na of de terugbetaling is gemaakt en toont dat hier; je hoeft niets opnieuw te doen.',
  refundNotArrived: 'De terugbetaling is nooit bij de betaalprovider aangekomen. Probeer het opnieuw.',
  refundNothingLeft: 'Van deze terugbetaling staat niets meer open.',
  latePaymentRefundMayExist:
    'Van deze betaling is al geld terugbetaald of onderweg terug, of de betaalprovider moet nog zeggen of een terugbetaling is gelukt. Leveren kan dan niet: wacht dat antwoord af, of betaal terug wat nog openstaat.',
  refundFailedAtProvider: 'De betaalprovider meldt dat de terugbetaling niet is gelukt. Probeer het opnieuw.',
  refundAtProviderOnly: 'Deze terugbetaling loopt via de betaalprovider: de shop vinkt hem af zodra die hem heeft uitgevoerd.',
  latePaymentNotHonourable: 'Deze terugbetaling hoort niet bij een te laat betaalde bestelling die nog geleverd kan worden.',
  orderInShipment:
    'Voor deze bestelling is verzending aangevraagd. Is die verzending betaald, annuleer haar dan eerst onder Verzendingen.',
  orderNotCancellable: 'Alleen een betaalde bestelling die nog niet geopend is kan worden geannuleerd.',
  participantPaidInShop:
    'Deze deelnemer heeft in de winkel betaald. Die betaling pas je niet met de hand aan; verwijder de deelnemer om het bedrag terug te betalen.',
  // The withdrawal function (decision 039).
  withdrawalOrderNotWithdrawable:
    'Deze bestelling kun je hier niet herroepen: kies betaalde bestellingen van deze bestelpagina (een plek in een Pack Battle herroep je niet).',
  withdrawalTooMany: 'Je hebt het afgelopen uur al vaak een herroeping gestuurd. Probeer het later opnieuw, of mail ons.',
  // The limits per client and per order (decision 039, amended): nothing is recorded or mailed.
  withdrawalTooManyFromClient:
    'Vanaf dit netwerk zijn het afgelopen uur al veel herroepingen gestuurd. Probeer het over een uur opnieuw, of mail ons.',
  withdrawalTooManyForOrder:
    'Voor deze bestelling zijn vandaag al meerdere herroepingen gestuurd, en die hebben we ontvangen: de verkoper laat je per bestelling weten wat er gebeurt. Wil je nog iets herroepen, probeer het dan morgen opnieuw of mail ons.',
  // A second statement for an order already named (decision 055): nothing is recorded or mailed.
  withdrawalAlreadyReceived:
    'Je herroeping voor deze bestelling hebben we al ontvangen. De verkoper laat je per e-mail weten wat er gebeurt; je hoeft niets opnieuw te sturen.',
  withdrawalNotFound: 'Herroeping niet gevonden',
  // The form's check step looking up its products (decision 058): the statement itself can still be sent.
  withdrawalPreviewTooMany: 'Je hebt het afgelopen uur al vaak een bestelling opgezocht. Probeer het later opnieuw.',
  withdrawalAlreadyDecided: 'Over deze bestelling is al beslist.',
  withdrawalOrderCancelled: 'Deze bestelling is geannuleerd en het geld wordt terugbetaald: weigeren kan niet meer.',
  // What cannot be withdrawn from (decision 050), said to the buyer who tries.
  withdrawalPrize: 'Een prijs die je in een Pack Battle hebt gewonnen kun je niet herroepen: je hebt er niet voor betaald.',
  withdrawalSpot: 'Een plek in een Pack Battle kun je niet herroepen: de battle is een evenement op een vaste datum.',
  withdrawalCheckoutCancelled: 'Een bestelling die al geannuleerd is kun je niet herroepen: je krijgt het geld al terug.',
  spotOrderNotShipped: 'Een plek in een Pack Battle wordt niet verzonden. De kaarten worden een eigen bestelling zodra de battle voltooid is.',
  pricePerSpotPositive: 'De prijs per plek moet meer dan € 0,00 zijn',
  // The link-again form (POST /api/order-links): one answer for a known and an unknown address.
  orderLinksRequested:
    'Als dit e-mailadres bij ons bekend is, sturen we je binnen enkele minuten een e-mail met je bestellingen.',
  tooManyOrderLinkRequestsForEmail:
    'Voor dit e-mailadres zijn al een paar keer bestellinks aangevraagd. Kijk in je inbox (en je spam) of probeer het over een uur opnieuw.',
  tooManyOrderLinkRequestsFromClient: 'Te veel aanvragen vanaf jouw verbinding. Probeer het over een uur opnieuw.',
  // The shipping form's 'Adres invullen' (decision 031).
  notTheOrderEmail: 'Dit is niet het e-mailadres van deze bestelling. Vul je adres zelf in, of probeer het opnieuw.',
  // The back office's 'Bevestiging opnieuw versturen'.
  confirmationQueued: 'De bestelbevestiging wordt opnieuw verstuurd.',
  confirmationWithoutEmail: 'Deze bestelling heeft geen e-mailadres (een testbestelling of geanonimiseerd).',
  confirmationNotPaid: 'Deze bestelling is niet betaald: er is geen bevestiging om te versturen.',
  // The back office's E-mails: 'Nu versturen' and 'Opnieuw versturen' (decision 038).
  noMailServer:
    'Deze winkel heeft geen mailserver: stel SMTP_URL in en start de winkel opnieuw. De e-mails die wachten, worden dan verstuurd.',
  mailNotResendable: 'Deze e-mail is al verstuurd of staat al in de wachtrij.',
  mailBlanked: 'Deze e-mail is gewist met de persoonsgegevens van de bestelling en kan niet meer worden verstuurd.',
  // The labels of the Tikkie and WhatsApp links until the admin sets their own.
  tikkieLinkLabel: 'Betaal direct via Tikkie',
  whatsappLinkLabel: 'Word lid van onze WhatsApp community',
  // Live sessions (decision 060).
  replayUrlInvalid: 'Voer een geldig adres in, dat begint met https://',
  liveSessionNotFound: 'Deze live sessie bestaat niet',
  // The OBS overlay's key (decision 062).
  overlayKeyMissing: 'Deze overlay heeft geen sleutel. Maak in het beheer bij Stream overlays een nieuwe link.',
  overlayKeyInvalid: 'Deze overlay-sleutel werkt niet (meer). Maak in het beheer bij Stream overlays een nieuwe link.',
  overlayKeyNotFound: 'Deze overlay-sleutel bestaat niet',
  overlayTooManyRequests: 'Te veel verzoeken van deze overlay. Probeer het over een minuut opnieuw.',
} as const

/**
 * What the privacy page calls the company behind the mail server while MAIL_PROCESSOR does not name it:
 * a kind of recipient, as AVG art. 13 allows, never the server's host name (decision 037).
 */
export const unnamedMailProcessor = 'een e-maildienst'

/**
 * 'Bevestiging opnieuw versturen' pressed again within a few minutes of the last time (decision 020,
 * amended): nothing more is sent, and the seller reads when it was and from when it can be again.
 */
export function confirmationSentRecently(sentAt: Date, againFrom: Date): string {
  return `De bestelbevestiging is om ${formatInShopTime(sentAt, 'time')} al opnieuw verstuurd; nog een keer kan vanaf ${formatInShopTime(againFrom, 'time')}.`
}

/** What the buyer sees on the payment provider's page as the payment's description. */
export function paymentDescription(shopName: string, paymentId: string): string {
  return `${shopName} bestelling ${paymentId.slice(0, 8)}`
}

/** A shipping request's description at the payment provider: 'Packstroom verzending V1042' (decision 022). */
export function shippingPaymentDescription(shopName: string, reference: string): string {
  return `${shopName} verzending ${reference}`
}

/** The one line of a shipping request's demo payment page: 'Verzending V1042 met PostNL naar Nederland'. */
export function shippingPaymentLine(reference: string, countryName: string): string {
  return `Verzending ${reference} met PostNL naar ${countryName}`
}

/**
 * Why a parcel may not leave yet, as the seller reads it on the shipping desk and the buyer on the
 * order page (decision 052), by ShipmentHoldReason.
 */
export const shipmentHoldTexts = {
  charged_back: 'Vastgehouden: betaling teruggeboekt door de bank',
} as const

/** A shipment's state as its buyer reads it on the order page (decision 022). */
export const shipmentStateTexts = {
  awaiting_payment: 'Wacht op betaling',
  to_pack: 'Wordt ingepakt',
  // Paid, but held back after a chargeback (decision 052); shipmentHoldTexts says why.
  held: 'Vastgehouden',
  shipped: 'Verzonden',
  // A cancelled request, by why its payment did not go through.
  failed: 'Betaling mislukt',
  canceled: 'Betaling geannuleerd',
  expired: 'Betaling verlopen',
  cancelled: 'Geannuleerd',
} as const

/**
 * Money owed back as its buyer reads it on the order page (decision 028): owed (also after a start the
 * provider refused, which the seller tries again), started at the provider, or paid back (with its
 * day: refundedOnText).
 */
export const refundStateTexts = {
  owed: 'Wordt terugbetaald',
  pending: 'Terugbetaling onderweg',
  refunded: 'Terugbetaald',
  charged_back: 'Teruggeboekt door je bank',
} as const

/** A refund paid back in part (decision 052), on the order page: '€ 50,50 terugbetaald, € 104,40 volgt nog'. */
export function refundedInPartText(refundedCents: number, owedCents: number): string {
  return `${formatEuro(refundedCents)} terugbetaald, ${formatEuro(owedCents)} volgt nog`
}

/**
 * Why money comes back, in the buyer's words: one sentence, the same on the order page and in the
 * cancellation e-mail (decision 028, 036, 039).
 */
export const buyerRefundReasonTexts = {
  order_cancelled: 'De verkoper heeft je bestelling geannuleerd voordat je pack is geopend.',
  battle_closed: 'Je betaling kwam binnen nadat de Pack Battle was gesloten.',
  late_payment: 'Je betaling kwam binnen nadat je reservering was verlopen.',
  participant_removed: 'De verkoper heeft je plek vrijgegeven.',
  battle_deleted: 'De Pack Battle is geannuleerd.',
  shipment_cancelled: 'De verkoper heeft je verzending geannuleerd voordat het pakket is verstuurd.',
  withdrawal: 'Je hebt de overeenkomst voor deze bestelling herroepen.',
  chargeback_reversed: 'Je bank heeft je betaling eerst teruggeboekt en daarna toch aan de verkoper gegeven.',
  chargeback_rest: 'Je bank heeft een deel van je betaling teruggeboekt; de rest krijg je van de verkoper terug.',
  refunded_at_provider: 'De verkoper heeft (een deel van) je betaling teruggestort.',
} as const

/** A refund paid back, on the order page, with its day in shop time as formatShopDay writes it: 'Terugbetaald op 3 maart 2026'. */
export function refundedOnText(day: string): string {
  return `Terugbetaald op ${day}`
}

/**
 * An order whose payment came in after its checkout had lapsed (decision 028: 'Betaald na verlopen'),
 * on the order page instead of 'Betaling verlopen': the buyer did pay, and the money is owed back
 * unless the seller delivers after all.
 */
export const latePaidOrderText = 'Te laat betaald'

export function categoryExists(name: string): string {
  return `De categorie '${name}' bestaat al`
}

/** 409 when the admin deletes a collection that still holds products without saying where they go. */
export function collectionNotEmpty(productCount: number): string {
  const products = productCount === 1 ? 'product' : 'producten'
  return `Deze collectie bevat nog ${productCount} ${products}. Verplaats ze eerst naar een andere collectie of laat ze zonder collectie.`
}

/** 409 when the admin lowers a battle's number of spots below a spot that is taken. */
export function spotCountBelowTaken(highestTaken: number): string {
  return `Plek ${highestTaken} is bezet: het aantal plekken kan niet lager dan ${highestTaken}.`
}

export function spotOutOfRange(spotNumber: number, maxSpots: number): string {
  return `Plek ${spotNumber} bestaat niet in deze battle: er zijn ${maxSpots} plekken.`
}

export function spotTaken(spotNumber: number): string {
  return `Plek ${spotNumber} is al bezet.`
}

/** 409 for a buyer who lost the spot to someone else a moment earlier (decision 023); the answer lists the free spots. */
export function spotTakenMeanwhile(spotNumber: number): string {
  return `Plek ${spotNumber} is net gekozen door iemand anders. Kies een andere plek.`
}

/** A spot's order line, on the order page, in the e-mails and in the admin's orders: 'Pack Battle "Prismatic", plek 4'. */
export function battleSpotProductName(battleTitle: string, spotNumber: number): string {
  return `Pack Battle "${battleTitle}", plek ${spotNumber}`
}

/**
 * The order line of a Pack Battle's prize, the winner's held cards: 'Pack Battle "Zondag": Booster Box
 * – Nachtvlam' (the battle's title and the product it opened).
 */
export function battlePrizeProductName(battleTitle: string, productName: string): string {
  return `Pack Battle "${battleTitle}": ${productName}`
}

/**
 * The order line of a buyer's own pack in a battle where everyone keeps their own (decision 064): 'Pack
 * Battle "Zondag": Booster Box – Nachtvlam (eigen pack, plek 4)'. Not a spot's line (isSpotOrderName): it holds cards.
 */
export function battleOwnPackProductName(battleTitle: string, productName: string, spotNumber: number): string {
  return `Pack Battle "${battleTitle}": ${productName} (eigen pack, plek ${spotNumber})`
}

/** 409 when the seller removes a participant who paid in the shop without confirming the refund (decision 023). */
export function refundConfirmationRequired(amountCents: number): string {
  return `Deze deelnemer betaalde ${formatEuro(amountCents)} in de winkel. Bevestig dat je dit terugbetaalt.`
}

/** 400 when the seller asks to pay back more than is owed (decision 028). */
/**
 * What money owed back for a payment whose orders are gone says it was for (decision 050): a payment
 * that came in late after 'Verwijder mislukte orders' removed its orders.
 */
export function paymentWithoutOrdersDescription(amountCents: number, createdAt: Date): string {
  return `Betaling van ${formatEuro(amountCents)} op ${formatInShopTime(createdAt, 'date')}`
}

export function refundOverAmount(amountCents: number): string {
  return `Je kunt hier hoogstens ${formatEuro(amountCents)} terugbetalen.`
}

/** 502 when the payment provider refused or could not take a refund; the refund stays owed, to try again. */
export function refundRefusedByProvider(reason: string): string {
  return `De betaalprovider heeft de terugbetaling niet aangenomen: ${reason}. Probeer het later opnieuw.`
}

/** 409 when a line asks for more than the stock: names the product and what is left. */
export function notEnoughStock(productName: string, available: number): string {
  return available > 0
    ? `Niet genoeg voorraad voor ${productName}: nog ${available} beschikbaar.`
    : `${productName} is uitverkocht.`
}


/**
 * 409 when the buyer's connection already holds as many unpaid spots of this Pack Battle as one client
 * address may (decision 030); `minutes` until the oldest of them lapses, unless one is paid first.
 */
export function tooManySpotHolds(held: number, minutes: number): string {
  const wait = minutes === 1 ? '1 minuut' : `${minutes} minuten`
  return held === 1
    ? `Vanaf jouw verbinding is al een plek in deze Pack Battle gereserveerd die nog niet betaald is. Betaal die eerst, of probeer het over ${wait} opnieuw.`
    : `Vanaf jouw verbinding zijn al ${held} plekken in deze Pack Battle gereserveerd die nog niet betaald zijn. Betaal er eerst één, of probeer het over ${wait} opnieuw.`
}

/**
 * 429 when an order-page link was given too many wrong e-mail addresses for 'Adres invullen' this hour
 * (decision 031); `minutes` until it tries again.
 */
export function tooManyWrongEmails(minutes: number): string {
  const wait = minutes === 1 ? '1 minuut' : `${minutes} minuten`
  return `Te vaak een verkeerd e-mailadres. Vul je adres zelf in, of probeer het over ${wait} opnieuw.`
}
