import { eq } from 'drizzle-orm'
import type { Browser, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { mailMessages } from '#server/db/schema'
import { enqueueMail } from '#server/modules/mail/mail.public'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { loggedInAdminPage } from './support/admin-page'
import type { ShopServer } from './support/shop-server'

describe.skipIf(skipBrowserReason)("the seller reads the kept e-mails under 'E-mails' (decision 020)", () => {
  let shop: ShopServer
  let browser: Browser
  let admin: Page

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    admin = await loggedInAdminPage(browser, shop)
  })

  test('without a mail server a message is kept, listed newest first and opened as HTML and plain text', async () => {
    await admin.goto(`${shop.baseUrl}/admin/emails`)
    await admin.getByText('Er zijn nog geen e-mails.').waitFor()

    for (const [key, subject] of [['e2e:1', 'Bestelbevestiging #1'], ['e2e:2', 'Je pack is geopend']] as const) {
      await enqueueMail(shop.database.db, {
        key,
        kind: key === 'e2e:1' ? 'order_confirmation' : 'pack_opened',
        paymentId: null,
        to: 'koper@example.nl',
        subject,
        html: `<h1>${subject}</h1><p>Bedankt voor je bestelling!</p><script>document.body.textContent = 'gehackt'</script>`,
        text: `${subject}\n\nBedankt voor je bestelling!`,
      })
    }
    await expect
      .poll(async () => (await shop.database.db.select().from(mailMessages).where(eq(mailMessages.status, 'kept'))).length)
      .toBe(2)

    await admin.reload()
    const list = admin.getByRole('list', { name: 'E-mails, nieuwste eerst' })
    const items = list.getByRole('button')
    await expect.poll(() => items.count()).toBe(2)
    expect(await items.first().textContent()).toContain('Je pack is geopend')
    expect(await items.first().textContent()).toContain('Bewaard (geen mailserver)')

    // By keyboard: focus the older message and open it with Enter.
    await items.nth(1).focus()
    await admin.keyboard.press('Enter')
    await admin.getByRole('heading', { level: 2, name: 'Bestelbevestiging #1' }).waitFor()
    const frame = admin.frameLocator("iframe[title=\"Inhoud van de e-mail 'Bestelbevestiging #1'\"]")
    await frame.getByRole('heading', { name: 'Bestelbevestiging #1' }).waitFor()
    // The sandbox runs no script of the message.
    expect(await frame.getByText('gehackt').count()).toBe(0)
    expect(await admin.locator('iframe').getAttribute('sandbox')).toBe('')
    await admin.getByText('Bedankt voor je bestelling!', { exact: false }).last().waitFor()
    expect(await admin.locator('pre').textContent()).toContain('Bestelbevestiging #1')
  })
})
