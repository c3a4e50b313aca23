import { renderToStaticMarkup } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { afterAll, expect, test } from 'vitest'
import { unnamedMailProcessor } from '#shared/contracts/messages'
import type { PrivacyFacts, ShopInfo } from '#shared/contracts/shop'
import { provideShopInfo } from '#client/lib/shop-info'
import { PrivacyPage } from './privacy-page'

const shop: Omit<ShopInfo, 'privacy'> = {
  shopName: 'Kaartenwinkel',
  contactEmail: 'hallo@kaartenwinkel.nl',
  companyRegNumber: '87654321',
  tiktokHandle: '@kaartenwinkel',
}

/** The page for a shop with these privacy facts (decision 037). */
function pageHtml(privacy: PrivacyFacts): string {
  provideShopInfo({ ...shop, privacy })
  return renderToStaticMarkup(
    <StaticRouter location="/privacy">
      <PrivacyPage />
    </StaticRouter>,
  )
}

/** The page's text as a reader gets it. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ')

// Other files of this worker render with the prerender's stand-ins; leave none of ours behind.
afterAll(() => provideShopInfo({ ...shop, privacy: { paymentProcessor: null, mailProcessor: null, retentionDays: 180 } }))

const mollieHtml = pageHtml({ paymentProcessor: 'Mollie B.V.', mailProcessor: 'Mailbedrijf B.V.', retentionDays: 90 })
const mollieShop = textOf(mollieHtml)
const demoShop = textOf(pageHtml({ paymentProcessor: null, mailProcessor: null, retentionDays: 180 }))

test('the page keeps every section product.md 2.7 lists, and one on retention', () => {
  const headings = [...mollieHtml.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((match) => match[1])
  expect(headings).toEqual([
    'Bestellingen',
    'Bewaartermijnen',
    'Derden',
    'Contactformulier en nieuwsbrief',
    'Reclame per e-mail',
    'Statistieken en analytics',
    'Cookies',
    'Beveiliging',
    'Je rechten',
    'Contact',
  ])
})

test('a Mollie shop names Mollie B.V. and the mail company, and says what Mollie gets from the shop', () => {
  expect(mollieShop).toContain('Je betaalt via Mollie B.V.:')
  expect(mollieShop).toContain('Wij geven Mollie B.V. alleen het bedrag en een omschrijving')
  expect(mollieShop).toContain('Onze e-mails gaan via de mailserver van Mailbedrijf B.V., die daarvoor je e-mailadres')
  expect(mollieShop).not.toContain('testwinkel')
})

test('a demo shop without a mail server says that nobody pays and no e-mail is sent', () => {
  expect(demoShop).toContain('Deze winkel is een testwinkel: er wordt niet echt betaald')
  expect(demoShop).toContain('Deze winkel verstuurt nu geen e-mails')
  expect(demoShop).not.toContain('Mollie')
})

test('a mail server whose company MAIL_PROCESSOR does not name is a mail service, in a sentence that reads (decision 037)', () => {
  const unnamed = textOf(pageHtml({ paymentProcessor: null, mailProcessor: unnamedMailProcessor, retentionDays: 180 }))
  expect(unnamed).toContain('Onze e-mails gaan via de mailserver van een e-maildienst, die daarvoor je e-mailadres')
})

test('the retention is the configured days for name, e-mail and address, and seven years for the books', () => {
  expect(mollieShop).toContain('Je naam, e-mailadres en adres wissen we 90 dagen nadat al je bestellingen van een betaling zijn afgerond')
  expect(demoShop).toContain('wissen we 180 dagen nadat')
  expect(mollieShop).toContain('bewaren we zeven jaar, omdat de belastingregels')
})

test('it promises no contact form, newsletter, advertising, analytics or tracking the shop does not have', () => {
  expect(mollieShop).toContain('Deze winkel heeft geen contactformulier en geen nieuwsbrief')
  expect(mollieShop).toContain('We sturen geen reclame en geen nieuwsbrief')
  expect(mollieShop).toContain('gebruiken geen analytics-diensten')
  expect(mollieShop).not.toMatch(/afmeldlink|geanonimiseerd(?! of niet)/)
  expect(mollieShop).toContain('Als koper krijg je van ons geen cookies')
})

test('it says what the browser keeps when the buyer asks it to remember their details, and how to forget them (decision 054)', () => {
  expect(mollieShop).toMatch(/alleen als je .Onthoud mijn gegevens. aanzet \(local storage, op dit apparaat\)/)
  expect(mollieShop).toMatch(/tot je .Vergeet mijn gegevens. kiest/)
})
