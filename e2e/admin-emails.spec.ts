import { eq, sql } from 'drizzle-orm'
import type { Browser, Page } from 'playwright-core'
import { afterAll, describe, expect, test } from 'vitest'
import { mailMessages } from '#server/db/schema'
import { enqueueMail } from '#server/modules/mail/mail.public'
import { startTestSmtp, type TestSmtp } from '#server/testing/test-smtp'
import { expectNoAxeViolations } from './support/axe'
import { skipBrowserReason } from './support/chromium'
import { browserTest } from './support/fixtures'
import { loggedInAdminPage } from './support/admin-page'
import { startShop, type ShopServer } from './support/shop-server'

describe.skipIf(skipBrowserReason)("the seller reads the e-mails under 'E-mails', held while there is no mail server (decision 020, 038)", () => {
  let shop: ShopServer
  let browser: Browser
  let admin: Page

  browserTest.beforeAll(async ({ shop: fileShop, browser: fileBrowser }) => {
    shop = fileShop
    browser = fileBrowser
    admin = await loggedInAdminPage(browser, shop)
  })

  test('without a mail server a message is held as not sent, appears without a reload, and opens as HTML and plain text', async () => {
    await admin.goto(`${shop.baseUrl}/admin/emails`)
    await admin.getByText('Er zijn nog geen e-mails.').waitFor()
    const state = admin.getByRole('region', { name: 'Er is geen mailserver ingesteld' })
    expect(await state.textContent()).toContain('Stel SMTP_URL in en start de winkel opnieuw')

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

    // The worker holds them after a moment and says so on the admin channel: the page follows.
    const list = admin.getByRole('list', { name: 'E-mails, nieuwste eerst' })
    const items = list.getByRole('listitem')
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(2)
    await expect.poll(() => list.getByText('Niet verzonden').count(), { timeout: 15_000 }).toBe(2)
    expect(await items.first().textContent()).toContain('Je pack is geopend')
    await expect
      .poll(() => state.textContent(), { timeout: 15_000 })
      .toContain('2 e-mails zijn niet verzonden.')
    // Nothing to press: only SMTP_URL and a restart send them.
    expect(await admin.getByRole('button', { name: 'Nu versturen' }).count()).toBe(0)
    await expectNoAxeViolations(admin)
    const rows = await shop.database.db.select().from(mailMessages).where(eq(mailMessages.status, 'kept'))
    expect(rows).toHaveLength(2)

    // By keyboard: focus the older message and open it with Enter.
    const buttons = list.getByRole('button')
    await buttons.nth(1).focus()
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

describe.skipIf(skipBrowserReason)("with a mail server: a failed e-mail shows its error and goes out again; 'Nu versturen' sends what waits", () => {
  let shop: ShopServer
  let smtp: TestSmtp
  let admin: Page

  browserTest.beforeAll(async ({ browser }) => {
    smtp = await startTestSmtp()
    shop = await startShop({ SMTP_URL: smtp.url })
    admin = await loggedInAdminPage(browser, shop)
  })
  afterAll(async () => {
    await shop?.close()
    await smtp?.close()
  })

  /** A message as a mail server or another instance left it: failed with the server's answer, or held. */
  async function waiting(subject: string, status: 'failed' | 'kept', lastError: string | null = null) {
    await shop.database.db.insert(mailMessages).values({
      key: `e2e:${subject}`,
      kind: 'order_confirmation',
      recipient: 'koper@example.nl',
      subject,
      html: `<p>${subject}</p>`,
      text: subject,
      messageId: `<${status}-${Date.now()}@packstroom.test>`,
      status,
      attempts: status === 'failed' ? 31 : 0,
      lastError,
      nextAttemptAt: sql`now()`,
    })
  }

  test("the failed one reads its error and 'Opnieuw versturen' delivers it; 'Nu versturen' sends the held one", async () => {
    await waiting('Bestelbevestiging mislukt', 'failed', 'EENVELOPE: 451 Probeer het later opnieuw')
    await waiting('Bestelbevestiging gehouden', 'kept')
    await admin.goto(`${shop.baseUrl}/admin/emails`)

    const state = admin.getByRole('region', { name: '1 e-mail is niet verzonden. 1 e-mail is mislukt.' })
    await state.waitFor()
    const list = admin.getByRole('list', { name: 'E-mails, nieuwste eerst' })
    const failed = list.getByRole('listitem').filter({ hasText: 'Bestelbevestiging mislukt' })
    expect(await failed.textContent()).toContain('Mislukt')
    expect(await failed.textContent()).toContain('Fout: EENVELOPE: 451 Probeer het later opnieuw')
    expect(await list.getByRole('listitem').filter({ hasText: 'Bestelbevestiging gehouden' }).textContent()).toContain('Niet verzonden')
    await expectNoAxeViolations(admin)

    await failed.getByRole('button', { name: 'Opnieuw versturen: Bestelbevestiging mislukt aan koper@example.nl' }).click()
    await admin.getByText("'Bestelbevestiging mislukt' wordt opnieuw verstuurd.", { exact: true }).waitFor()
    const [resent] = await smtp.waitFor(1)
    expect(resent?.subject).toBe('Bestelbevestiging mislukt')
    await expect.poll(() => failed.textContent(), { timeout: 15_000 }).toContain('Verzonden')
    expect(await failed.textContent()).not.toContain('Fout:')
    await admin.getByRole('region', { name: '1 e-mail is niet verzonden.' }).waitFor()

    await admin.getByRole('button', { name: 'Nu versturen' }).click()
    await admin.getByText('1 e-mail wordt nu verstuurd.', { exact: true }).waitFor()
    await smtp.waitFor(2)
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Bestelbevestiging mislukt', 'Bestelbevestiging gehouden'])
    // Nothing waits any more: the notice goes.
    await expect.poll(() => admin.getByRole('region').filter({ hasText: 'niet verzonden' }).count(), { timeout: 15_000 }).toBe(0)
  })
})
