import { createElement } from 'react'
import { describe, expect, test } from 'vitest'
import { BattleWonMail, battleWonSubject, type BattleWon } from './battle-won-mail'
import type { MailSite } from './mail-site'
import { renderMail } from './render-mail'

const site: MailSite = { shopName: 'Packstroom', contactEmail: 'info@packstroom.nl', publicUrl: 'https://shop.example.nl/' }
const orderPageUrl = 'https://shop.example.nl/bestelling/abcDEF123_-'

const battleWon = (overrides: Partial<BattleWon> = {}) =>
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

const plain = (text: string) => text.replaceAll('\u00a0', ' ')

describe('Je hebt de Pack Battle gewonnen!', () => {
  test('HTML with a plain-text part, Dutch, the shop named, no image from elsewhere', async () => {
    const { html, text } = await renderMail(battleWon())
    expect(text.length).toBeGreaterThan(50)
    expect(html).toMatch(/^<!DOCTYPE html/)
    expect(html).toContain('lang="nl"')
    expect(html).not.toMatch(/<img\b/i)
    expect(html).not.toMatch(/url\(/i)
    expect(html).not.toMatch(/\bsrc=/i)
    expect(html).toContain('#6c38d2')
    expect(text).not.toContain('<')
    expect(text).toContain('Packstroom')
    expect(text).toContain('info@packstroom.nl')
    // No reminder of the 45 days, anywhere (product.md 2.7: there are none).
    expect(text).not.toMatch(/herinner/i)
  })

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
