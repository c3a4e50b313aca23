import { createElement, type ReactElement } from 'react'
import { describe, expect, test } from 'vitest'
import { formatEuro } from '#shared/domain/money'
import { BattleWonMail, battleWonSubject, type BattleWon } from './battle-won-mail'
import type { MailSite } from './mail-site'
import { OrderCancelledMail, orderCancelledSubject, type OrderCancelled } from './order-cancelled-mail'
import { OrderConfirmationMail, type OrderConfirmation } from './order-confirmation-mail'
import { OrderLinksMail } from './order-links-mail'
import { PackOpenedMail, type PackOpened } from './pack-opened-mail'
import { ParcelShippedMail, type ParcelShipped } from './parcel-shipped-mail'
import { RefundStartedMail, refundStartedSubject, type RefundStarted } from './refund-started-mail'
import { isPlainName } from './buyer-text'
import { renderMail } from './render-mail'

const site: MailSite = { shopName: 'Packstroom', contactEmail: 'info@packstroom.nl', publicUrl: 'https://shop.example.nl/' }
const orderPageUrl = 'https://shop.example.nl/bestelling/abcDEF123_-'

const confirmation = (overrides: Partial<OrderConfirmation> = {}): ReactElement =>
  createElement(OrderConfirmationMail, {
    site,
    order: {
      firstName: 'Fenna',
      tiktokUsername: 'fenna.tt',
      orderNumber: '3F2A9C1B',
      // 14:05 in Amsterdam: summer time, two hours ahead of UTC.
      paidAt: new Date('2026-07-01T12:05:00Z'),
      lines: [
        { productName: 'Booster Pack – Nachtvlam', quantity: 2, unitPriceCents: 549 },
        { productName: 'Elite Trainer Box', quantity: 1, unitPriceCents: 123456 },
      ],
      shippingMethod: 'live',
      shippingCostCents: 0,
      totalCents: 2 * 549 + 123456,
      orderPageUrl,
      heldUntilDay: '2026-08-15',
      ...overrides,
    },
  })

const cancellation = (overrides: Partial<OrderCancelled> = {}): ReactElement =>
  createElement(OrderCancelledMail, {
    site,
    order: {
      firstName: 'Fenna',
      tiktokUsername: 'fenna.tt',
      description: '2× Booster Box – Nachtvlam',
      amountCents: 123456,
      reason: 'order_cancelled',
      orderPageUrl,
      ...overrides,
    },
  })

const refund = (overrides: Partial<RefundStarted> = {}): ReactElement =>
  createElement(RefundStartedMail, {
    site,
    refund: {
      firstName: 'Fenna',
      tiktokUsername: 'fenna.tt',
      description: 'Pack Battle "Zondag", plek 4',
      refundCents: 1500,
      orderPageUrl,
      ...overrides,
    },
  })

const packOpened = (overrides: Partial<PackOpened> = {}): ReactElement =>
  createElement(PackOpenedMail, {
    site,
    order: {
      firstName: 'Fenna',
      tiktokUsername: 'fenna.tt',
      productName: 'Booster',
      quantity: 2,
      orderPageUrl,
      heldUntilDay: '2026-08-15',
      ...overrides,
    },
  })

const parcelShipped = (overrides: Partial<ParcelShipped> = {}): ReactElement =>
  createElement(ParcelShippedMail, {
    site,
    parcel: {
      firstName: 'Fenna',
      tiktokUsername: 'fenna.tt',
      reference: 'V1042',
      lines: [{ productName: 'Booster', quantity: 2 }],
      trackingCode: 'RR123456789NL',
      trackingUrl: 'https://jouw.postnl.nl/track-and-trace/RR123456789NL-NL-1234AB',
      orderPageUrl,
      ...overrides,
    },
  })

const battleWon = (overrides: Partial<BattleWon> = {}): ReactElement =>
  createElement(BattleWonMail, {
    site,
    prize: {
      firstName: '',
      tiktokUsername: 'fenna.tt',
      battleTitle: 'Zondag',
      productName: 'Pack Battle "Zondag": Booster Box – Nachtvlam',
      heldUntilDay: '2026-08-15',
      orderPageUrl,
      ...overrides,
    },
  })

/** A first name typed to read as the shop's own words, with markup and a line break. */
const posingName = '<b>Fenna</b>\n\nLET OP: je terugbetaling is mislukt. Mail je IBAN naar <a href="https://evil.example">ons</a>'

const templates: [string, ReactElement][] = [
  ['Bestelbevestiging', confirmation()],
  ['Je pack is geopend', packOpened()],
  ['Je pakket is verzonden', parcelShipped()],
  [
    'the order links',
    createElement(OrderLinksMail, {
      site,
      links: [{ paidAt: new Date('2026-01-10T09:00:00Z'), tiktokUsername: 'fenna.tt', totalCents: 1647, orderPageUrl }],
    }),
  ],
  ['Je bestelling is geannuleerd', cancellation()],
  ['Je plek in de Pack Battle is vervallen', cancellation({ reason: 'battle_deleted', description: 'Pack Battle "Zondag", plek 4' })],
  ['Terugbetaling onderweg', refund()],
  ['Je hebt de Pack Battle gewonnen!', battleWon()],
]

const plain = (text: string) => text.replaceAll('\u00a0', ' ')

describe('every message', () => {
  test.each(templates)('%s: HTML with a plain-text part, Dutch, the shop named, no image from elsewhere', async (_name, element) => {
    const { html, text } = await renderMail(element)
    expect(html).toMatch(/^<!DOCTYPE html/)
    expect(html).toContain('lang="nl"')
    expect(html).not.toMatch(/<img\b/i)
    expect(html).not.toMatch(/url\(/i)
    expect(html).not.toMatch(/\bsrc=/i)
    // The shop's primary colour (styles.css) in the header.
    expect(html).toContain('#6c38d2')
    expect(text.length).toBeGreaterThan(50)
    expect(text).not.toContain('<')
    expect(text).toContain('Packstroom')
    expect(text).toContain(orderPageUrl)
    expect(text).toContain('info@packstroom.nl')
    // No reminder of the 45 days, anywhere (product.md 2.7: there are none).
    expect(text).not.toMatch(/herinner/i)
  })
})

describe('the Bestelbevestiging', () => {
  test('lists the lines, the shipping and the total in nl-NL euros, and the time in Amsterdam', async () => {
    const text = plain((await renderMail(confirmation())).text)
    expect(text).toContain(`2 × Booster Pack – Nachtvlam: ${plain(formatEuro(1098))} (€ 5,49 per stuk)`)
    expect(text).toContain('1 × Elite Trainer Box: € 1.234,56')
    expect(text).toContain('Verzending, Live opening (bewaren bij ons): € 0,00')
    expect(text).toContain('Totaal: € 1.245,54')
    expect(text).toContain('1 juli 2026 om 14:05')
    expect(text).toContain('onder je TikTok gebruikersnaam "@fenna.tt".')
  })

  test('a live opening names the last day the cards are kept and the shipping policy; PostNL does not', async () => {
    const live = plain((await renderMail(confirmation())).text)
    expect(live).toContain('Je kaarten bewaren we tot 15 augustus 2026')
    expect(live).toContain('https://shop.example.nl/shipping-policy')

    const postnl = plain(
      (await renderMail(confirmation({ shippingMethod: 'postnl', shippingCostCents: 995, heldUntilDay: undefined }))).text,
    )
    expect(postnl).not.toContain('bewaren we tot')
    expect(postnl).toContain('Verzending, PostNL met track & trace: € 9,95')
  })

  test('names the order number and the withdrawal function, which a Pack Battle spot does not offer', async () => {
    const text = plain((await renderMail(confirmation())).text)
    expect(text).toContain('Bestelnummer: 3F2A9C1B')
    expect(text).toMatch(/Bedenk je je\? Via Overeenkomst herroepen \S*https:\/\/shop\.example\.nl\/bestelling\/abcDEF123_-\/herroepen/)

    const spot = plain((await renderMail(confirmation({ battleSpot: true, heldUntilDay: undefined }))).text)
    expect(spot).not.toContain('herroepen')
  })

  test('winter time is Amsterdam time too', async () => {
    const text = plain((await renderMail(confirmation({ paidAt: new Date('2026-01-31T23:30:00Z') }))).text)
    expect(text).toContain('1 februari 2026 om 00:30')
  })

  test('what a buyer typed is text, never markup', async () => {
    const { html } = await renderMail(confirmation({ firstName: '<script>alert(1)</script>' }))
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;')
  })

  test('renders in a few milliseconds once warm, so it can sit in the transaction that marks the payment paid', async () => {
    await renderMail(confirmation())
    const runs = 10
    const started = performance.now()
    for (let i = 0; i < runs; i++) await renderMail(confirmation())
    // About 10 ms here on a shared, busy core; the bound leaves room for a slower machine.
    expect((performance.now() - started) / runs).toBeLessThan(100)
  })
})

describe('the cancellation', () => {
  test.each([
    ['order_cancelled', 'Je bestelling is geannuleerd', 'De verkoper heeft je bestelling geannuleerd voordat je pack is geopend.'],
    ['battle_closed', 'Je plek in de Pack Battle is vervallen', 'Je betaling kwam binnen nadat de Pack Battle was gesloten.'],
    ['late_payment', 'Je plek in de Pack Battle is vervallen', 'Je betaling kwam binnen nadat je reservering was verlopen.'],
    ['participant_removed', 'Je plek in de Pack Battle is vervallen', 'De verkoper heeft je plek vrijgegeven.'],
    ['battle_deleted', 'Je plek in de Pack Battle is vervallen', 'De Pack Battle is geannuleerd.'],
  ] as const)('%s: "%s", says why in one sentence, and what comes back and how', async (reason, subject, why) => {
    expect(orderCancelledSubject(reason)).toBe(subject)
    const text = plain((await renderMail(cancellation({ reason }))).text)
    expect(text).toContain(subject.toUpperCase())
    expect(text).toContain('Hoi Fenna,')
    expect(text).toContain(`2× Booster Box – Nachtvlam: ${plain(formatEuro(123456))}`)
    expect(text).toContain(why)
    expect(text).toContain('Je krijgt € 1.234,56 terug, binnen 5 werkdagen op dezelfde manier als je hebt betaald.')
    expect(text).toContain('De punten die je hiermee had verdiend, trekken we weer af.')
    expect(text).toContain(`Bekijk je bestelling ${orderPageUrl}`)
    // Only the one reason: no other reason's sentence slips in.
    for (const other of ['voordat je pack is geopend', 'was gesloten', 'was verlopen', 'plek vrijgegeven', 'Pack Battle is geannuleerd']) {
      if (!why.includes(other)) expect(text).not.toContain(other)
    }
  })

  test('a Pack Battle spot is named as the sales module describes it', async () => {
    const text = plain(
      (await renderMail(cancellation({ reason: 'late_payment', description: 'Pack Battle "Zondag", plek 4', amountCents: 1500 }))).text,
    )
    expect(text).toContain('Deze plek in de Pack Battle kun je helaas niet houden:')
    expect(text).toContain('Pack Battle "Zondag", plek 4: € 15,00')
  })

  test('a shipping request the seller cancelled: the fee comes back, the cards stay held, and no points are taken', async () => {
    const reason = 'shipment_cancelled'
    expect(orderCancelledSubject(reason)).toBe('Je verzending is geannuleerd')
    const text = plain(
      (await renderMail(cancellation({ reason, description: 'Verzending V1042 met PostNL naar Nederland', amountCents: 495 }))).text,
    )
    expect(text).toContain('JE VERZENDING IS GEANNULEERD')
    expect(text).toContain('Deze verzending is geannuleerd:')
    expect(text).toContain('Verzending V1042 met PostNL naar Nederland: € 4,95')
    expect(text).toContain('De verkoper heeft je verzending geannuleerd voordat het pakket is verstuurd.')
    expect(text).toContain('Je kaarten blijven voor je bewaard: op je bestelpagina kun je opnieuw verzending aanvragen')
    expect(text).toContain('Je krijgt € 4,95 terug, binnen 5 werkdagen op dezelfde manier als je hebt betaald.')
    expect(text).not.toContain('punten')
    expect(text).toContain(`Bekijk je bestelling ${orderPageUrl}`)
  })

  test('without a first name, the buyer is greeted by their TikTok username', async () => {
    const text = plain((await renderMail(cancellation({ firstName: '' }))).text)
    expect(text).toContain('Hoi "fenna.tt",')
  })
})

describe('the refund started', () => {
  test('"Terugbetaling onderweg": the amount, what for, where it arrives and how long it takes', async () => {
    expect(refundStartedSubject).toBe('Terugbetaling onderweg')
    const text = plain((await renderMail(refund())).text)
    expect(text).toContain('TERUGBETALING ONDERWEG')
    expect(text).toContain('Hoi Fenna,')
    expect(text).toContain('De verkoper is begonnen met het terugbetalen van € 15,00 voor:')
    expect(text).toContain('Pack Battle "Zondag", plek 4')
    expect(text).toContain('Het bedrag komt terug op de rekening waarmee je hebt betaald, meestal binnen een paar werkdagen.')
    expect(text).toContain('tot 5 werkdagen')
    expect(text).toContain(`Bekijk je bestelling ${orderPageUrl}`)
  })
})

describe('Je hebt de Pack Battle gewonnen!', () => {
  test('names the battle and the cards, the last day they are kept, and where to ask for shipping', async () => {
    expect(battleWonSubject).toBe('Je hebt de Pack Battle gewonnen!')
    const text = plain((await renderMail(battleWon())).text)
    expect(text).toContain('JE HEBT DE PACK BATTLE GEWONNEN!')
    // A winner of a shop spot gave no first name: greeted by their TikTok username.
    expect(text).toContain('Hoi "fenna.tt",')
    expect(text).toContain('Als "@fenna.tt" heb je de Pack Battle "Zondag" gewonnen.')
    expect(text).toContain('Pack Battle "Zondag": Booster Box – Nachtvlam')
    expect(text).toContain('Je kaarten bewaren we tot 15 augustus 2026. Wil je ze thuis ontvangen? Vraag de verzending aan via je bestelpagina')
    expect(text).toContain('https://shop.example.nl/shipping-policy')
    expect(text).toContain(`Bekijk je bestelling ${orderPageUrl}`)
  })

  test("the seller's battle title and product name are text, never markup", async () => {
    const { html } = await renderMail(battleWon({ battleTitle: '<script>alert(1)</script>', productName: '<b>Box</b>' }))
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<b>Box')
    expect(html).toContain('&lt;script&gt;')
  })
})

describe("a buyer's name in every message that greets them", () => {
  test.each([
    ['the Bestelbevestiging', confirmation({ firstName: posingName })],
    ['Je pack is geopend', packOpened({ firstName: posingName })],
    ['Je pakket is verzonden', parcelShipped({ firstName: posingName })],
    ['the cancellation', cancellation({ firstName: posingName })],
    ['the refund started', refund({ firstName: posingName })],
  ])('%s: stays quoted on the greeting line of the text part, with no markup in it, and is text in the HTML', async (_name, element) => {
    const { html, text } = await renderMail(element)
    expect(html).not.toContain('<b>Fenna')
    expect(html).not.toContain('href="https://evil.example"')
    expect(text).not.toContain('<')
    expect(text).not.toContain('>')
    const lines = plain(text).split('\n')
    const posing = lines.filter((line) => line.includes('LET OP'))
    expect(posing).toHaveLength(1)
    expect(posing[0]).toMatch(/^Hoi "bFenna\/b LET OP: je terugbetaling is mislukt\. [^"]*",$/)
  })

  test.each([
    ['U+2028 line separator', '\u2028'],
    ['U+2029 paragraph separator', '\u2029'],
    ['carriage return', '\r'],
    ['CR LF', '\r\n'],
    ['U+0085 next line', '\u0085'],
    ['vertical tab', '\u000b'],
    ['NUL', '\u0000'],
  ])('a %s in a name does not start a line', async (_name, separator) => {
    const text = plain((await renderMail(refund({ firstName: `Fenna${separator}Betaal opnieuw` }))).text)
    expect(text).toContain('Hoi "Fenna Betaal opnieuw",')
  })

  test('a double quote in a name cannot end the quotes early', async () => {
    const text = plain((await renderMail(confirmation({ firstName: 'Fenna", betaal opnieuw op "https://evil.example' }))).text)
    expect(text).toContain(`Hoi "Fenna', betaal opnieuw op 'https://evil.example",`)
  })

  test('a TikTok username is quoted too, with its @', async () => {
    const texts = await Promise.all([confirmation(), packOpened(), parcelShipped()].map(async (element) => plain((await renderMail(element)).text)))
    for (const text of texts) expect(text).toMatch(/ "@fenna\.tt"[ .]/)
  })
})

describe('a plain name in the plain-text part (decision 058)', () => {
  test.each(['Lisa', 'Zoë', 'Anne-Marie', "D'Angelo", 'Jan de Vries', 'Çağla', 'Søren'])(
    '%s: greeted without quotes, as a person writes it',
    async (firstName) => {
      const texts = await Promise.all(
        [confirmation({ firstName }), packOpened({ firstName }), parcelShipped({ firstName }), cancellation({ firstName }), refund({ firstName })].map(
          async (element) => plain((await renderMail(element)).text),
        ),
      )
      for (const text of texts) {
        expect(text).toContain(`Hoi ${firstName},`)
        expect(text).not.toContain(`"${firstName}"`)
      }
    },
  )

  test.each([
    ['a digit', 'Lisa2'],
    ['a colon and a sentence', 'Lisa: betaal opnieuw'],
    ['a link', 'Lisa https://evil.example'],
    ['an @', '@lisa'],
    ['a full stop', 'Lisa. Je betaling is mislukt'],
    ['five words', 'Lisa je betaling is mislukt'],
    ['more than 32 characters', 'Alexandrina Wilhelmina Josephina'.padEnd(33, 'a')],
    ['two spaces', 'Lisa  Jansen'],
  ])('with %s: stays quoted', async (_what, firstName) => {
    const text = plain((await renderMail(confirmation({ firstName }))).text)
    expect(text).toMatch(/^Hoi ".*",$/m)
  })

  test('the rule itself: letters, accents, up to four parts joined by a space, hyphen or apostrophe', () => {
    for (const name of ['Lisa', 'Anne-Marie', "D'Angelo", 'D’Angelo', 'Jan de Vries', 'Maria de los Ángeles']) expect(isPlainName(name)).toBe(true)
    for (const name of ['', ' Lisa', 'Lisa ', 'Lisa-', "'Lisa", 'Li_sa', 'Lisa\nJansen', 'Jan van de Vries Jansen', 'Lisa!'])
      expect(isPlainName(name)).toBe(false)
  })
})
