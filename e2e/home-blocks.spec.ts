import type { Browser, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { fillHomeBlocks, homeData } from './support/home-data'
import { E2E_ACCESS_CODE, type ShopServer } from './support/shop-server'
import { appReady } from './support/app-ready'

type Screen = { name: string; viewport: { width: number; height: number }; isMobile?: boolean; hasTouch?: boolean }

const desktop: Screen = { name: 'a desktop', viewport: { width: 1280, height: 900 } }
const phone: Screen = { name: 'a phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

/**
 * Every block of home (product.md 2.4) loads its data with the page, not once it is scrolled
 * near. A screen reader, find-in-page and a visitor who reads without scrolling find the battle.
 */
describe.skipIf(skipBrowserReason)('home’s blocks below the fold, read without scrolling', () => {
  let shop: ShopServer
  let browser: Browser

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    const seller = await browser.newContext()
    await fillHomeBlocks(shop, seller.request, E2E_ACCESS_CODE)
    await seller.close()
  })

  async function openHome({ viewport, isMobile, hasTouch }: Screen): Promise<Page> {
    const context = await browser.newContext({ viewport, isMobile, hasTouch, locale: 'nl-NL' })
    context.setDefaultTimeout(10_000)
    const page = await context.newPage()
    await page.goto(`${shop.baseUrl}/`)
    await appReady(page)
    return page
  }

  /** The block's top is below the screen's bottom edge: what the test reads is really off screen. */
  async function expectBelowTheFold(page: Page, region: string) {
    const box = await page.getByRole('region', { name: region }).boundingBox()
    const height = page.viewportSize()?.height ?? 0
    expect(box?.y, `${region} starts on the first screen, so this test proves nothing about it`).toBeGreaterThan(height)
  }

  for (const screen of [desktop, phone]) {
    test(`on ${screen.name}, the Pack Battle, Recente Winnaars and the leaderboard are filled without a scroll`, async () => {
      const page = await openHome(screen)
      const battle = page.getByRole('region', { name: 'Pack Battle' })
      const winners = page.getByRole('region', { name: 'Recente Winnaars' })
      const leaderboard = page.getByRole('region', { name: 'Leaderboard' })

      await battle.getByRole('heading', { name: homeData.activeBattle.title }).waitFor({ state: 'attached' })
      await winners.getByText(homeData.completedBattle.winner).waitFor({ state: 'attached' })
      await leaderboard.getByRole('list', { name: 'Top 10 van deze week' }).waitFor({ state: 'attached' })
      await expectBelowTheFold(page, 'Pack Battle')
      await expectBelowTheFold(page, 'Recente Winnaars')
      expect(await page.evaluate(() => window.scrollY)).toBe(0)

      // What a screen reader is given: the accessibility tree of each block, read where it is.
      const battleTree = await battle.ariaSnapshot()
      expect(battleTree).toContain(homeData.activeBattle.title)
      expect(battleTree).toContain(homeData.activeBattle.participant)
      expect(battleTree).toContain('1 / 4 plekken bezet')
      expect(battleTree).not.toContain('Pack Battle laden...')
      const winnersTree = await winners.ariaSnapshot()
      expect(winnersTree).toContain('RECENTE WINNAAR')
      expect(winnersTree).toContain(homeData.completedBattle.winner)
      expect(winnersTree).not.toContain('Winnaars laden...')
      const leaderboardTree = await leaderboard.ariaSnapshot()
      for (const buyer of homeData.queueBuyers) expect(leaderboardTree).toContain(buyer)
      expect(leaderboardTree).not.toContain('Leaderboard laden...')

      // What find-in-page searches: the page's rendered text.
      const text = await page.locator('body').innerText()
      expect(text).toContain(homeData.activeBattle.title)
      expect(text).toContain(homeData.completedBattle.winner)
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
      await page.context().close()
    })
  }

  test('the blocks above the fold are filled too: the queue, the live status, both links and the collections', async () => {
    const page = await openHome(phone)
    const queue = page.getByRole('region', { name: 'Live wachtrij' })
    await queue.getByText('Nu aan de beurt').waitFor()
    await queue.getByRole('status').filter({ hasText: 'Live op TikTok' }).waitFor()
    await page.getByRole('region', { name: 'Direct betalen met Tikkie' }).getByText(homeData.tikkieLabel).waitFor({ state: 'attached' })
    await page.getByRole('region', { name: 'Word lid van onze community' }).getByText(homeData.whatsappLabel).waitFor({ state: 'attached' })
    await page.getByRole('region', { name: 'Collecties' }).getByRole('link', { name: 'Mystery' }).waitFor({ state: 'attached' })
    await page.context().close()
  })
})
