import type { SettingCheck, SettingState, SetupVariable } from '#shared/contracts/admin-setup'

/** Each setting in the seller's words, on the 'Instellingen' page (decision 037). */
export const settingLabels: Record<SetupVariable, string> = {
  SHOP_NAME: 'Winkelnaam',
  CONTACT_EMAIL: 'Contactadres',
  COMPANY_REG_NUMBER: 'KvK-nummer',
  PUBLIC_URL: 'Webadres van de winkel',
  SMTP_URL: 'Mailserver',
  MAIL_FROM: 'Afzender van e-mails',
  MAIL_PROCESSOR: 'Bedrijf achter de mailserver',
  PAYMENT_PROVIDER: 'Betalingen',
  MOLLIE_API_KEY: 'Mollie-sleutel',
  ADMIN_ACCESS_CODE: 'Toegangscode',
  PII_RETENTION_DAYS: 'Bewaartermijn persoonsgegevens',
}

/** A state in words, so that it never rests on its colour alone. */
export const stateLabels: Record<SettingState, string> = {
  ok: 'In orde',
  default: 'Standaard',
  test: 'Testmodus',
  placeholder: 'Voorbeeldwaarde',
  missing: 'Ontbreekt',
}

/** The value as the seller reads it: days as days, the payment provider by its name. */
export function settingValue({ variable, value }: SettingCheck): string | null {
  if (value === null) return null
  if (variable === 'PII_RETENTION_DAYS') return `${value} dagen`
  if (variable === 'PAYMENT_PROVIDER') return value === 'mollie' ? 'Mollie' : 'Demo (testbetalingen)'
  return value
}

/** What the setting does or what to do about it, in one sentence. */
export function settingAdvice({ variable, state, value }: SettingCheck): string {
  switch (variable) {
    case 'SHOP_NAME':
      return state === 'ok'
        ? 'Staat bovenaan elke pagina en in elke e-mail.'
        : 'Heet je winkel anders dan Packstroom, vul dan de naam van je winkel in.'
    case 'CONTACT_EMAIL':
      return state === 'ok'
        ? 'Kopers zien dit adres op elke pagina en in elke e-mail.'
        : 'Vul het adres in waarop kopers je kunnen mailen; nu staat op elke pagina en in elke e-mail een voorbeeldadres.'
    case 'COMPANY_REG_NUMBER':
      return state === 'ok'
        ? 'Staat op de contactpagina, in de voorwaarden en in het privacybeleid.'
        : 'Vul het KvK-nummer van je bedrijf in; een webwinkel moet het tonen, en nu staat er een voorbeeldnummer.'
    case 'PUBLIC_URL':
      return state === 'ok'
        ? 'Betalingen en de links in e-mails brengen kopers naar dit adres.'
        : 'Vul het https-adres van je winkel in; nu brengen betalingen en de links in e-mails kopers naar hun eigen computer.'
    case 'SMTP_URL':
      return state === 'ok'
        ? 'De winkel mailt kopers via deze server; het adres met het wachtwoord toont deze pagina niet.'
        : 'Vul de mailserver in (smtp://gebruiker:wachtwoord@server:587); zonder krijgen kopers geen e-mail en staan de berichten alleen bij E-mails.'
    case 'MAIL_FROM':
      return state === 'ok'
        ? 'Kopers zien dit als afzender van elke e-mail.'
        : 'Vul je eigen contactadres in (de afzender volgt het), of een eigen afzender.'
    case 'MAIL_PROCESSOR':
      if (state === 'ok') return 'Het privacybeleid noemt dit bedrijf als het bedrijf dat de e-mails van de winkel verstuurt.'
      return value
        ? "Het privacybeleid noemt nu alleen 'een e-maildienst'; vul de naam in van het bedrijf dat de mailserver beheert."
        : 'Pas nodig met een mailserver: de naam van het bedrijf dat hem beheert, voor het privacybeleid.'
    case 'PAYMENT_PROVIDER':
      return state === 'ok'
        ? 'Kopers betalen via Mollie; het privacybeleid noemt Mollie B.V.'
        : 'Testbetalingen: niemand betaalt echt en elke pagina zegt dat dit een testwinkel is; kies mollie om echt geld te ontvangen.'
    case 'MOLLIE_API_KEY':
      if (state === 'ok') return 'Een live-sleutel: kopers betalen echt. De sleutel zelf toont deze pagina niet.'
      if (state === 'test') return 'Een testsleutel: betalingen lopen via de testomgeving van Mollie en niemand betaalt echt; vul een live-sleutel in voor echte kopers.'
      return 'Niet nodig zolang de winkel testbetalingen gebruikt.'
    case 'ADMIN_ACCESS_CODE':
      return state === 'ok'
        ? 'Ingesteld: elke start slaat deze code opnieuw op. De code zelf toont deze pagina niet.'
        : 'Niet ingesteld: je logt in met de code die de winkel bij de eerste start toonde, of die je met npm run admin:set-code koos.'
    case 'PII_RETENTION_DAYS':
      return `Zoveel dagen na het afronden van een bestelling wis je de naam, het e-mailadres en het adres van de koper, zoals het privacybeleid belooft: met 'Oude persoonsgegevens wissen' bij Bestellingen, of elke dag met npm run privacy:anonymise.`
  }
}
