import { QueryClientProvider } from '@tanstack/react-query'
import { renderToStaticMarkup } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { expect, test } from 'vitest'
import type { Parcel } from '#shared/contracts/admin-shipments'
import { createQueryClient } from '#client/lib/query-client'
import { ParcelCard } from './parcel-card'

const parcel: Parcel = {
  id: '6f1c1a52-5a47-4f7e-9d0b-3c1f2b7e8a90',
  reference: 'V1042',
  kind: 'request',
  status: 'to_pack',
  readyAt: '2026-07-09T10:00:00.000Z',
  tiktokUsername: 'marloes',
  email: 'marloes@example.nl',
  firstName: 'Marloes',
  lastName: 'de Pakketbode',
  street: 'Verzendlaan',
  houseNumber: '42a',
  postalCode: '1234 AB',
  city: 'Postdam',
  country: 'nederland',
  shippingPaidCents: 495,
  orders: [{ orderId: 7, productName: 'Booster Box – Nachtvlam', quantity: 1, opened: true }],
  trackingCode: null,
  trackingUrl: null,
  shippedAt: null,
  hold: null,
}

function card(shown: Parcel): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={createQueryClient()}>
      <StaticRouter location="/admin/shipments">
        <ParcelCard parcel={shown} now={new Date('2026-07-09T12:00:00Z')} onShipped={() => {}} />
      </StaticRouter>
    </QueryClientProvider>,
  )
}

/** The 'Verzonden' button's opening tag. */
const sendButton = (html: string) => /<button[^>]*type="submit"[^>]*>/.exec(html)?.[0] ?? ''

test('a parcel held after a chargeback says why, and its Verzonden is off and described by why (decision 052)', () => {
  const html = card({ ...parcel, hold: { reason: 'charged_back', heldAt: '2026-07-09T11:00:00.000Z' } })
  const holdId = `parcel-${parcel.id}-hold`
  expect(html).toContain('Vastgehouden</span>')
  expect(html).toContain(`<p id="${holdId}"`)
  expect(html.replaceAll('&#x27;', "'")).toContain(
    "Vastgehouden: betaling teruggeboekt door de bank. Dit pakket kan pas weg als de bank de terugboeking terugdraait; stuur je het niet meer, kies dan 'Niet versturen'.",
  )
  expect(sendButton(html)).toContain('disabled=""')
  expect(sendButton(html)).toContain(`aria-describedby="${holdId}"`)
  expect(html).toMatch(/<input[^>]*id="tracking-[^"]*"[^>]*disabled=""/)
  // The seller's way off the desk (decision 053, amended).
  expect(html).toContain('Niet versturen<span class="sr-only"> pakket')
})

test('a parcel nothing holds has no note, and its Verzonden is on', () => {
  const html = card(parcel)
  expect(html).not.toContain('Vastgehouden')
  expect(html).not.toContain('Niet versturen')
  expect(sendButton(html)).not.toContain('disabled=""')
  expect(sendButton(html)).not.toContain('aria-describedby')
})
