import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  orderAddressAnswerSchema,
  shippingPageSchema,
  shippingRequestStartedSchema,
  type ShippingAddress,
} from '#shared/contracts/shipping'
import { ApiError, apiFetch } from '#client/lib/api-client'
import { serverMessage } from '#client/lib/failure-description'
import { messages } from '#client/lib/messages'
import { isNavigableUrl } from '#client/lib/navigable-url'
import { useInvalidateOnEvents } from '#client/lib/use-realtime'
import { rememberOrderPageLink } from '#client/resources/order-page-links'

export const shippingPageQuery = (token: string) =>
  queryOptions({
    queryKey: ['shipping-page', token],
    queryFn: () => apiFetch(`/api/shipping-page/${encodeURIComponent(token)}`, { schema: shippingPageSchema }),
  })

/**
 * GET /api/shipping-page/{token}: the held orders, the lapsed ones and the shipments of the order page
 * (product.md 2.13, decision 022), followed live. The `shipments` channel says only that some
 * shipment changed (a shipment's id is never broadcast), so the page asks its own answer again; an
 * order being opened ('orders' channel) changes whether a held order is opened.
 */
export function useShippingPage(token: string) {
  const query = shippingPageQuery(token)
  const result = useQuery(query)
  useInvalidateOnEvents('orders', ['order_update', 'orders_reset'], query.queryKey)
  useInvalidateOnEvents('shipments', ['shipments_changed'], query.queryKey)
  return result
}

/** What the buyer reads when the server gave no reason of its own (product.md 8). */
export const SHIPPING_REQUEST_FAILED = 'Het starten van de verzending is niet gelukt. Probeer het zo opnieuw.'

/** The form's inline message for a failed request: the server's own words, else a plain one. */
export function shippingRequestFailure(error: unknown): string {
  if (error instanceof TypeError) return messages.noConnection
  return serverMessage(error) ?? SHIPPING_REQUEST_FAILED
}

export type ShippingRequestInput = { orderIds: number[]; address: ShippingAddress }

/**
 * POST /api/shipping-requests, then off to pay (decision 022). The fee is the server's and is not sent.
 * A failure is told inline in the form rather than in a toast (no meta): it is the answer to the
 * buyer's press, next to the button. A 409 (an order lapsed or already requested meanwhile) means the
 * page is out of date, so it is asked again. Before leaving, this tab keeps the order page's token
 * under the request's id, for the return page /verzending/{id} (decision 021's hand-over).
 */
export function useStartShippingRequest(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ orderIds, address }: ShippingRequestInput) => {
      const started = await apiFetch('/api/shipping-requests', {
        method: 'POST',
        body: { token, orderIds, address },
        schema: shippingRequestStartedSchema,
      })
      if (!isNavigableUrl(started.url)) throw new Error(`Not a payment URL: ${started.url}`)
      return started
    },
    onSuccess: ({ id, url }) => {
      rememberOrderPageLink(id, token)
      window.location.assign(url)
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: shippingPageQuery(token).queryKey })
      } else if (!(error instanceof ApiError)) {
        console.error('Starting the shipping request failed', error)
      }
    },
  })
}

/** What the buyer reads when 'Adres invullen' failed without a reason of the server's (product.md 8). */
export const ORDER_ADDRESS_FAILED = 'Het adres ophalen is niet gelukt. Vul het zelf in, of probeer het zo opnieuw.'

/** The lookup's inline message: the server's own words (not this order's e-mail address, too many tries). */
export function orderAddressFailure(error: unknown): string {
  if (error instanceof TypeError) return messages.noConnection
  return serverMessage(error) ?? ORDER_ADDRESS_FAILED
}

/**
 * POST /api/shipping-page/address (decision 031): the checkout's address, for the buyer who types the
 * checkout's e-mail address; the order link alone shows none. Told inline, next to the button.
 */
export function useOrderAddress(token: string) {
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch('/api/shipping-page/address', {
        method: 'POST',
        body: { token, email: email.trim() },
        schema: orderAddressAnswerSchema,
      }),
    onError: (error) => {
      if (!(error instanceof ApiError)) console.error('Reading the order address failed', error)
    },
  })
}
