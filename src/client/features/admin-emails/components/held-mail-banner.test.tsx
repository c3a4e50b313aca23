import { QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { expect, test } from 'vitest'
import type { AdminEmailSummary } from '#shared/contracts/admin-emails'
import { createQueryClient } from '#client/lib/query-client'
import { HeldMailBanner } from './held-mail-banner'

/** The banner as an admin page shows it once the summary is in (decision 038). */
function banner(summary: AdminEmailSummary | undefined, location = '/admin/orders'): string {
  const client = createQueryClient()
  if (summary) client.setQueryData(['admin', 'emails', 'summary'], summary)
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <StaticRouter location={location}>
        <HeldMailBanner />
      </StaticRouter>
    </QueryClientProvider>,
  )
}

test('held e-mails in a shop without a mail server: the banner says how many, why, and links to E-mails', () => {
  const html = banner({ held: 3, failed: 1, mailServer: false })
  expect(html).toContain('role="status"')
  expect(html).toContain('3 e-mails zijn niet verzonden: er is geen mailserver ingesteld. 1 e-mail is mislukt.')
  expect(html).toMatch(/<a [^>]*href="\/admin\/emails"[^>]*>Bekijk de e-mails<\/a>/)
})

test('failed e-mails alone are shown too', () => {
  expect(banner({ held: 0, failed: 2, mailServer: true })).toContain('2 e-mails zijn mislukt.')
})

test('nothing waiting, the count not read yet, or the E-mails page itself: no banner', () => {
  expect(banner({ held: 0, failed: 0, mailServer: false })).toBe('')
  expect(banner(undefined)).toBe('')
  expect(banner({ held: 3, failed: 1, mailServer: false }, '/admin/emails')).toBe('')
})
