import { expect, test } from 'vitest'
import { createDemoProvider } from './demo-provider'

// The demo shop's test payments move no money, so its refunds are done the moment they are asked.

const refund = { providerPaymentId: 'demo_5f0c2a4e', amountCents: 1295, description: 'Terugbetaling', attemptId: 41, idempotencyKey: 'refund-attempt-41' }

test('a demo refund is refunded at once, under an id of its own', async () => {
  const demo = createDemoProvider()
  const first = await demo.refund(refund)
  const second = await demo.refund({ ...refund, attemptId: 42 })
  expect(first).toEqual({ providerRefundId: expect.stringMatching(/^demo_refund_[0-9a-f]+$/), status: 'refunded' })
  expect(second.providerRefundId).toMatch(/^demo_refund_[0-9a-f]+$/)
  expect(second.providerRefundId).not.toBe(first.providerRefundId)
})

test('a demo refund is listed refunded under its payment, with the attempt it was made for', async () => {
  const demo = createDemoProvider()
  const { providerRefundId } = await demo.refund(refund)
  await expect(demo.listRefunds(refund.providerPaymentId)).resolves.toEqual([
    { providerRefundId, amountCents: 1295, status: 'refunded', attemptId: 41, description: 'Terugbetaling' },
  ])
  await expect(demo.listRefunds('demo_other')).resolves.toEqual([])
})
