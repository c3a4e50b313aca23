import { expect, test } from 'vitest'
import { messages } from '#shared/contracts/messages'
import { settleDemoPayment } from '#server/testing/factories'
import { useAdminShop } from '#server/testing/use-test-shop'
import { insertLiveOrder, linkTo, requestShipping } from './shipping-requests-fixture'

// Decision 028: a paid order whose cards were asked for (a shipping request, whose fee may be paid)
// is not cancelled; the parcel decides. Otherwise the fee stays paid for a parcel with nothing in it.

const shop = useAdminShop({ clearBetweenTests: true })
const db = () => shop.database.db

test.each([false, true])('an order in a shipping request (fee paid: %s) cannot be cancelled, and nothing is owed', async (feePaid) => {
  const held = await insertLiveOrder(db())
  const token = await linkTo(db(), held.paymentId, 'email')
  const requested = await requestShipping(shop.shop.app, token, [held.orderId])
  expect(requested.statusCode, requested.body).toBe(201)
  const { id } = requested.json<{ id: string }>()
  // The fee is a payment of its own (decision 029): paid on the demo page, or still open.
  if (feePaid) await settleDemoPayment(shop.shop.app, id)
  const status = await shop.shop.app.inject({ method: 'GET', url: `/api/shipping-requests/${id}/status` })
  expect(status.json()).toEqual(feePaid ? { status: 'to_pack', paymentStatus: 'paid' } : { status: 'awaiting_payment', paymentStatus: 'open' })

  const cancelled = await shop.admin('POST', `/api/orders/${held.orderId}/cancel`)

  expect(cancelled.statusCode).toBe(409)
  expect(cancelled.json()).toEqual({ message: messages.orderInShipment })
  expect((await shop.admin('GET', '/api/admin/refunds')).json()).toEqual([])
})
