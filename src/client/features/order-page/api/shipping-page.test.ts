import { expect, test } from 'vitest'
import { ApiError } from '#client/lib/api-client'
import { messages } from '#client/lib/messages'
import { SHIPPING_REQUEST_FAILED, shippingRequestFailure } from './shipping-page'

test('a refused request shows the server’s own words, anything else a plain message', () => {
  const lapsed = 'De 45 dagen van deze bestelling zijn voorbij: de kaarten kunnen niet meer worden verzonden.'
  expect(shippingRequestFailure(new ApiError(409, lapsed))).toBe(lapsed)
  expect(shippingRequestFailure(new ApiError(502, '502: <html>Bad Gateway</html>'))).toBe(SHIPPING_REQUEST_FAILED)
  expect(shippingRequestFailure(new TypeError('Failed to fetch'))).toBe(messages.noConnection)
  expect(shippingRequestFailure(new Error('Not a payment URL: javascript:alert(1)'))).toBe(SHIPPING_REQUEST_FAILED)
})
