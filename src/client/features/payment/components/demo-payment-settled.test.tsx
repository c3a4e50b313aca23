import { renderToStaticMarkup } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { expect, test } from 'vitest'
import type { DemoOutcome } from '../api/demo-payment'
import { DemoPaymentSettled } from './demo-payment-settled'

const render = (paymentId: string, status: DemoOutcome) =>
  renderToStaticMarkup(
    <StaticRouter location={`/payment/demo/${paymentId}`}>
      <DemoPaymentSettled paymentId={paymentId} status={status} />
    </StaticRouter>,
  )

/** The links of the markup, as [href, text]. */
const linksOf = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, text]) => [href, text])

test('a paid payment links to its confirmation through the server’s return route, whatever it paid for', () => {
  const html = render('s-1', 'paid')
  expect(html).toContain('Status: Betaald')
  expect(linksOf(html)).toEqual([
    ['/api/payments/s-1/return', 'Naar de bevestiging'],
    ['/', 'Terug naar home'],
  ])
})

test('a payment that did not go through links to its result the same way', () => {
  const html = render('p-1', 'expired')
  expect(html).toContain('Status: Verlopen')
  expect(linksOf(html)).toEqual([
    ['/api/payments/p-1/return', 'Naar het resultaat'],
    ['/', 'Terug naar home'],
  ])
})
