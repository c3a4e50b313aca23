import { describe, expect, test } from 'vitest'
import { renderShells, shopInfoTokens } from './server-render'

/** The text a visitor reads, without the markup. */
const textOf = (html: string) =>
  html
    .replace(/<svg[\s\S]*?<\/svg>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

describe('the first screen prerendered for home', () => {
  const shells = renderShells()
  const home = shells['/'] ?? ''

  test('only home has one', () => {
    expect(Object.keys(shells)).toEqual(['/'])
  })

  test('shows the header, the heading with its text and every first-screen panel loading', () => {
    const text = textOf(home)
    expect(home).toContain('<header')
    expect(text).toContain('Home Collecties Contact')
    expect(text).toContain(`${shopInfoTokens.shopName} Kies je packs, betaal veilig en kijk live mee op TikTok`)
    expect(text).toContain(shopInfoTokens.tiktokHandle)
    expect(text).toContain('Live wachtrij')
    expect(text).toContain('Wachtrij laden...')
    expect(text).toContain('Collecties laden...')
  })

  test('the panels below the fold show their loading state until their data, asked for at page load, is in; the footer is not there yet', () => {
    const text = textOf(home)
    expect(text).toContain('Leaderboard laden...')
    expect(text).toContain('Pack Battle laden...')
    expect(text).toContain('Winnaars laden...')
    expect(home).not.toContain('<footer')
  })

  test('carries no script and no other page', () => {
    expect(home).not.toMatch(/<script/i)
    // Its title is index.html's: a <title> inside #root would be the page's markup, not its head.
    expect(home).not.toContain('<title')
    expect(home).not.toContain('Bezig met laden...')
  })
})
