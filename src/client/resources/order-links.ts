import { useMutation } from '@tanstack/react-query'
import { orderLinksAnswerSchema, type OrderLinksRequest } from '#shared/contracts/order-links'
import { apiFetch } from '#client/lib/api-client'
import { messages } from '#client/lib/messages'

/**
 * The link-again form's request: the buyer's e-mail address in, the server's one answer out (the
 * same for a known and an unknown address). A refusal (too many requests) is toasted with its message.
 */
export function useRequestOrderLinks() {
  return useMutation({
    mutationFn: (request: OrderLinksRequest) =>
      apiFetch('/api/order-links', { method: 'POST', body: request, schema: orderLinksAnswerSchema }),
    meta: { errorTitle: messages.orderLinksFailed },
  })
}
