import { shippingRequestFailure } from '../api/shipping-page'

export const SHIPPING_REQUEST_ERROR_ID = 'shipping-request-error'

/** Why the shipping request was refused, in the server's words (an order lapsed, already requested). */
export function ShippingRequestFailure({ error }: { error: Error | null }) {
  if (!error) return null
  return (
    <p
      id={SHIPPING_REQUEST_ERROR_ID}
      role="alert"
      className="rounded-[var(--radius)] border border-destructive bg-destructive/10 p-3 text-sm text-destructive"
    >
      {shippingRequestFailure(error)}
    </p>
  )
}
