import { expect, test } from 'vitest'
import { paymentApiBase, paymentReturnUrl } from './demo-payment'

test('every demo payment, a checkout’s or a shipping fee’s, lives under /api/payments/{id}', () => {
  expect(paymentApiBase('0b7c6a52-7d0e-4c55-9d59-3c1f0f2b8a11')).toBe('/api/payments/0b7c6a52-7d0e-4c55-9d59-3c1f0f2b8a11')
})

test('a settled payment goes to its result page through the server’s return route', () => {
  expect(paymentReturnUrl('5f0e2d1c-1111-4222-8333-944455556666')).toBe('/api/payments/5f0e2d1c-1111-4222-8333-944455556666/return')
})

test('an id is one path segment, whatever it holds', () => {
  expect(paymentApiBase('../admin')).toBe('/api/payments/..%2Fadmin')
  expect(paymentReturnUrl('a/b?c')).toBe('/api/payments/a%2Fb%3Fc/return')
})
