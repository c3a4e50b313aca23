import { QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { expect, test } from 'vitest'
import type { SettingCheck, SetupCheck } from '#shared/contracts/admin-setup'
import { createQueryClient } from '#client/lib/query-client'
import { SetupBanner } from './setup-banner'

const ready: SettingCheck[] = [
  { variable: 'CONTACT_EMAIL', state: 'ok', value: 'hallo@kaartenwinkel.nl' },
  { variable: 'COMPANY_REG_NUMBER', state: 'ok', value: '87654321' },
  { variable: 'SMTP_URL', state: 'ok', value: null },
  { variable: 'PAYMENT_PROVIDER', state: 'ok', value: 'mollie' },
]
const incomplete: SettingCheck[] = [
  { variable: 'CONTACT_EMAIL', state: 'ok', value: 'hallo@kaartenwinkel.nl' },
  { variable: 'COMPANY_REG_NUMBER', state: 'placeholder', value: '12345678' },
  { variable: 'SMTP_URL', state: 'missing', value: null },
  { variable: 'PAYMENT_PROVIDER', state: 'ok', value: 'mollie' },
]

/** The banner as an admin page shows it once the settings are in (decision 037). */
function banner(check: SetupCheck, location = '/admin/orders'): string {
  const client = createQueryClient()
  client.setQueryData(['admin', 'setup'], check)
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <StaticRouter location={location}>
        <SetupBanner />
      </StaticRouter>
    </QueryClientProvider>,
  )
}

test('a shop for real buyers started anyway says it is not ready, names what is left and links to the settings', () => {
  const html = banner({ production: true, settings: incomplete })
  expect(html).toContain('aria-label="Winkel niet klaar"')
  expect(html).toContain('Deze winkel is nog niet klaar voor echte kopers.')
  expect(html).toContain('Nog te regelen: KvK-nummer en Mailserver.')
  expect(html).toMatch(/<a [^>]*href="\/admin\/setup"[^>]*>Bekijk de instellingen<\/a>/)
})

test('a ready shop, or a test shop with placeholders, shows no banner; nor does the settings page, which says it itself', () => {
  expect(banner({ production: true, settings: ready })).toBe('')
  expect(banner({ production: false, settings: incomplete })).toBe('')
  expect(banner({ production: true, settings: incomplete }, '/admin/setup')).toBe('')
})
