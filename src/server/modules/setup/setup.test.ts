import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { setupCheckSchema, type SetupCheck } from '#shared/contracts/admin-setup'
import { SHOP_INFO_META_NAME } from '#shared/contracts/shop'
import { ADMIN_TEST_CODE, buildTestApp, injectAsAdmin, loginAsAdmin, type TestApp } from '#server/testing/test-app'
import { useForAllTests, useTestApp } from '#server/testing/use-test-shop'

/**
 * Decision 037: the back office's 'Instellingen' (GET /api/admin/setup) and the facts the privacy page
 * states, as two shops serve them: one as `npm start` runs without configuration (demo payments,
 * placeholders), one for real buyers started with ALLOW_INCOMPLETE_SETUP=true while its contact
 * address and KvK number are still placeholders.
 */

const SMTP_PASSWORD = 'Zeer-Geheim-Wachtwoord'
const MOLLIE_KEY = 'live_abcdefghijklmnopqrstuvwxyz'

// As the build writes it: the placeholders src/client/index.html carries.
const indexHtml = '<!doctype html><html><head><title>x</title><!--shop-info--></head><body><!--test-shop--><div id="root"></div></body></html>'
const client = useForAllTests('the built client', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'packstroom-client-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), indexHtml)
  return { dir, close: async () => rmSync(dir, { recursive: true, force: true }) }
})

// Without configuration, as testConfig loads it; the worker that sends e-mail is off in both.
const trial = useTestApp(() => buildTestApp({}, { clientDir: client.dir, mailTiming: { pollMs: 0 } }))
const incomplete = useTestApp(() =>
  buildTestApp(
    {
      publicUrl: 'https://kaartenwinkel.nl',
      paymentProvider: 'mollie',
      mollieApiKey: MOLLIE_KEY,
      smtpUrl: `smtp://winkel:${SMTP_PASSWORD}@smtp.mailbedrijf.nl:587`,
      mailProcessor: 'Mailbedrijf B.V.',
      mailFrom: '"Kaartenwinkel" <bestellingen@kaartenwinkel.nl>',
      piiRetentionDays: 90,
      allowIncompleteSetup: true,
    },
    { clientDir: client.dir, mailTiming: { pollMs: 0 } },
  ),
)

// A mail server but no MAIL_PROCESSOR: the host name is a machine of the seller's set-up, not for every page.
const unnamedMail = useTestApp(() =>
  buildTestApp(
    { smtpUrl: `smtp://winkel:${SMTP_PASSWORD}@smtp.intern-mailbedrijf.nl:587` },
    { clientDir: client.dir, mailTiming: { pollMs: 0 } },
  ),
)

async function setupOf(shop: TestApp): Promise<{ body: string; check: SetupCheck }> {
  const cookie = await loginAsAdmin(shop.app)
  const response = await injectAsAdmin(shop.app, cookie, { method: 'GET', url: '/api/admin/setup' })
  expect(response.statusCode, response.body).toBe(200)
  expect(response.headers['cache-control']).toBe('no-store')
  return { body: response.body, check: setupCheckSchema.parse(response.json()) }
}

const stateAndValue = (check: SetupCheck) =>
  Object.fromEntries(check.settings.map((setting) => [setting.variable, [setting.state, setting.value]]))

/** The facts the page's meta tag carries for the privacy page, as the client reads them. */
async function privacyFactsOf(shop: TestApp): Promise<{ page: string; privacy: unknown }> {
  const page = (await shop.app.inject({ method: 'GET', url: '/privacy' })).body
  const content = new RegExp(`<meta name="${SHOP_INFO_META_NAME}" content="([^"]*)" />`).exec(page)?.[1] ?? '{}'
  const info = JSON.parse(content.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')) as {
    privacy?: unknown
  }
  return { page, privacy: info.privacy }
}

test('the settings page is the seller’s alone: 401 without a session', async () => {
  const response = await trial.app.inject({ method: 'GET', url: '/api/admin/setup' })
  expect(response.statusCode).toBe(401)
  expect(response.body).not.toContain('CONTACT_EMAIL')
})

test('a shop without configuration: a test shop whose contact address, KvK number, address and sender are placeholders, without a mail server', async () => {
  const { check } = await setupOf(trial)
  expect(check.production).toBe(false)
  expect(stateAndValue(check)).toEqual({
    SHOP_NAME: ['default', 'Packstroom'],
    CONTACT_EMAIL: ['placeholder', 'info@packstroom.nl'],
    COMPANY_REG_NUMBER: ['placeholder', '12345678'],
    PUBLIC_URL: ['placeholder', 'http://localhost:0'],
    SMTP_URL: ['missing', null],
    MAIL_FROM: ['placeholder', '"Packstroom" <info@packstroom.nl>'],
    MAIL_PROCESSOR: ['default', null],
    PAYMENT_PROVIDER: ['test', 'demo'],
    MOLLIE_API_KEY: ['default', null],
    ADMIN_ACCESS_CODE: ['ok', null],
    PII_RETENTION_DAYS: ['default', '180'],
  })
})

test('a shop for real buyers started anyway: it says so, lists what is left, and never shows a secret', async () => {
  const { body, check } = await setupOf(incomplete)
  expect(check.production).toBe(true)
  expect(stateAndValue(check)).toEqual({
    SHOP_NAME: ['default', 'Packstroom'],
    CONTACT_EMAIL: ['placeholder', 'info@packstroom.nl'],
    COMPANY_REG_NUMBER: ['placeholder', '12345678'],
    PUBLIC_URL: ['ok', 'https://kaartenwinkel.nl'],
    SMTP_URL: ['ok', null],
    MAIL_FROM: ['ok', '"Kaartenwinkel" <bestellingen@kaartenwinkel.nl>'],
    MAIL_PROCESSOR: ['ok', 'Mailbedrijf B.V.'],
    PAYMENT_PROVIDER: ['ok', 'mollie'],
    MOLLIE_API_KEY: ['ok', null],
    ADMIN_ACCESS_CODE: ['ok', null],
    PII_RETENTION_DAYS: ['ok', '90'],
  })
  for (const secret of [SMTP_PASSWORD, 'smtp://', MOLLIE_KEY, ADMIN_TEST_CODE]) expect(body).not.toContain(secret)
})

test('the privacy page of a demo shop without a mail server names no payment or mail company, and the retention days', async () => {
  expect((await privacyFactsOf(trial)).privacy).toEqual({ paymentProcessor: null, mailProcessor: null, retentionDays: 180 })
})

test('the privacy page of a Mollie shop names Mollie B.V. and the mail company, never the mail server’s password or the key', async () => {
  const { page, privacy } = await privacyFactsOf(incomplete)
  expect(privacy).toEqual({ paymentProcessor: 'Mollie B.V.', mailProcessor: 'Mailbedrijf B.V.', retentionDays: 90 })
  for (const secret of [SMTP_PASSWORD, MOLLIE_KEY, ADMIN_TEST_CODE]) expect(page).not.toContain(secret)
})

test('a shop with a mail server but no MAIL_PROCESSOR: no page holds the server’s host name; the privacy page says a mail service', async () => {
  for (const url of ['/', '/privacy', '/bestelling/onbekend']) {
    const page = (await unnamedMail.app.inject({ method: 'GET', url })).body
    expect(page).toContain(SHOP_INFO_META_NAME)
    expect(page).not.toMatch(/intern-mailbedrijf/i)
    expect(page).not.toContain(SMTP_PASSWORD)
  }
  expect((await privacyFactsOf(unnamedMail)).privacy).toEqual({ paymentProcessor: null, mailProcessor: 'een e-maildienst', retentionDays: 180 })
})
