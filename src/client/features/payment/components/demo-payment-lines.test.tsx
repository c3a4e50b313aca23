import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import type { DemoPayment } from '#shared/contracts/checkout'
import { DemoPaymentLines } from './demo-payment-lines'

const checkout: DemoPayment = {
  id: 'p-1',
  purpose: 'checkout',
  status: 'open',
  amountCents: 2990,
  shippingCostCents: 495,
  shippingMethod: 'postnl',
  expiresAt: '2030-01-01T12:00:00.000Z',
  lines: [{ productName: 'Nachtvlam Booster', quantity: 1, unitPriceCents: 2495 }],
}

// Decision 029: a shipping fee's one line is the shipping; its order's method and cost stay in the answer.
const shippingFee: DemoPayment = {
  ...checkout,
  id: 's-1',
  purpose: 'shipping',
  amountCents: 495,
  lines: [{ productName: 'Verzending V1042 met PostNL naar Nederland', quantity: 1, unitPriceCents: 495 }],
}

// Decision 043: a Pack Battle spot is a checkout too, of one line, with nothing to ship.
const spot: DemoPayment = {
  ...checkout,
  id: 'p-2',
  amountCents: 1250,
  shippingCostCents: 0,
  shippingMethod: 'live',
  lines: [{ productName: 'Pack Battle "Zondag", plek 4', quantity: 1, unitPriceCents: 1250 }],
}

const render = (payment: DemoPayment) => renderToStaticMarkup(<DemoPaymentLines payment={payment} />)
const rowsOf = (html: string) => html.match(/<tbody>([\s\S]*)<\/tbody>/)?.[1]?.match(/<tr/g)?.length ?? 0

test('a checkout lists its products, then its shipping as a row of its own', () => {
  const html = render(checkout)
  expect(html).toContain('<caption class="sr-only">Bestelde producten</caption>')
  expect(html).toContain('Nachtvlam Booster')
  expect(html).toContain('Verzending: PostNL met track &amp; trace')
  expect(html).toContain('>Product</th>')
  expect(rowsOf(html)).toBe(2)
})

test('a shipping fee shows its one line and no shipping row besides', () => {
  const html = render(shippingFee)
  expect(html).toContain('<caption class="sr-only">Verzending</caption>')
  expect(html).toContain('Verzending V1042 met PostNL naar Nederland')
  expect(html).not.toContain('Verzending: ')
  // The line is no product.
  expect(html).toContain('>Omschrijving</th>')
  expect(rowsOf(html)).toBe(1)
})

test('a Pack Battle spot shows its one line and no shipping row: it is opened live by nobody and shipped nowhere', () => {
  const html = render(spot)
  expect(html).toContain('<caption class="sr-only">Pack Battle-plek</caption>')
  expect(html).toContain('Pack Battle &quot;Zondag&quot;, plek 4')
  expect(html).not.toContain('Verzending')
  expect(html).not.toContain('Live opening')
  expect(rowsOf(html)).toBe(1)
})

test('a cart checkout for a live opening still says how it reaches the buyer, and that it costs nothing', () => {
  const html = render({ ...checkout, shippingMethod: 'live', shippingCostCents: 0 })
  expect(html).toContain('Verzending: Live opening')
  expect(html).toContain('Gratis')
  expect(rowsOf(html)).toBe(2)
})
