import { expect, test } from 'vitest'
import { checkoutDemoPayment, shippingDemoPayment } from './demo-payment'

test('a checkout’s demo payment lives under /api/payments and settles to the payment result pages', () => {
  const target = checkoutDemoPayment('0b7c6a52-7d0e-4c55-9d59-3c1f0f2b8a11')
  expect(target.apiBase).toBe('/api/payments/0b7c6a52-7d0e-4c55-9d59-3c1f0f2b8a11')
  expect(target.resultPath('paid')).toBe('/payment/success')
  expect(target.resultPath('expired')).toBe('/payment/error')
})

test('a shipping request’s demo payment lives under /api/shipping-requests and settles to /verzending/{id}', () => {
  const target = shippingDemoPayment('5f0e2d1c-1111-4222-8333-944455556666')
  expect(target.apiBase).toBe('/api/shipping-requests/5f0e2d1c-1111-4222-8333-944455556666')
  expect(target.resultPath('paid')).toBe('/verzending/5f0e2d1c-1111-4222-8333-944455556666')
  expect(target.resultPath('failed')).toBe('/verzending/5f0e2d1c-1111-4222-8333-944455556666')
})

test('an id is one path segment, whatever it holds', () => {
  expect(shippingDemoPayment('../admin').apiBase).toBe('/api/shipping-requests/..%2Fadmin')
})
