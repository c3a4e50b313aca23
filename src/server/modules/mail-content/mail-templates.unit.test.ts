import { createElement, type ReactElement } from 'react'
import { describe, expect, test } from 'vitest'
import { formatEuro } from '#shared/domain/money'
import type { MailSite } from './mail-site'
import { OrderConfirmationMail, type OrderConfirmation } from './order-confirmation-mail'
import { OrderLinksMail } from './order-links-mail'
import { PackOpenedMail } from './pack-opened-mail'
import { renderMail } from './render-mail'

const site: MailSite = { shopName: 'Packstroom', contactEmail: 'info@packstroom.nl', publicUrl: 'https://shop.example.nl/' }
const orderPageUrl = 'https://shop.example.nl/bestelling/abcDEF123_-'

const confirmation = (overrides: Partial<OrderConfirmation> = {}): ReactElement =>
  createElement(OrderConfirmationMail, {
    site,
    order: {
      firstName: 'Fenna',
      tiktokUsername: 'fenna.tt',
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

const templates: [string, ReactElement][] = [
  ['Bestelbevestiging', confirmation()],
  [
    'Je pack is geopend',
    createElement(PackOpenedMail, {
      site,
      order: {
        firstName: 'Fenna',
        tiktokUsername: 'fenna.tt',
        productName: 'Booster',
        quantity: 2,
        orderPageUrl,
        heldUntilDay: '2026-08-15',
      },
    }),
  ],
  [
    'the order links',
    createElement(OrderLinksMail, {
      site,
      links: [{ paidAt: new Date('2026-01-10T09:00:00Z'), tiktokUsername: 'fenna.tt', totalCents: 1647, orderPageUrl }],
    }),
  ],
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
    expect(text).toContain('@fenna.tt')
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
