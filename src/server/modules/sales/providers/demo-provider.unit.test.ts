import { expect, test } from 'vitest'
import { createDemoProvider } from './demo-provider'

// The demo shop's test payments move no money, so its refunds are done the moment they are asked.

const refund = { providerPaymentId: 'demo_5f0c2a4e', amountCents: 1295, description: 'Terugbetaling', refundId: 41, idempotencyKey: 'refund-41-0' }

test('a demo refund is refunded at once, under an id of its own', async () => {
  const demo = createDemoProvider()
  const first = await demo.refund(refund)
  const second = await demo.refund({ ...refund, refundId: 42 })
  expect(first).toEqual({ providerRefundId: expect.stringMatching(/^demo_refund_[0-9a-f]+$/), status: 'refunded' })
  expect(second.providerRefundId).toMatch(/^demo_refund_[0-9a-f]+$/)
  expect(second.providerRefundId).not.toBe(first.providerRefundId)
})

test('a demo refund stays refunded when asked again', async () => {
  const demo = createDemoProvider()
  const { providerRefundId } = await demo.refund(refund)
  await expect(demo.fetchRefundStatus(refund.providerPaymentId, providerRefundId)).resolves.toBe('refunded')
})
