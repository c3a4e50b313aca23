import { useSearchParams } from 'react-router'
import { findSpotPayment } from '#client/resources/battle-spot-payments'
import { RetrySpotButton } from '#client/features/battles/components/retry-spot-button'
import { RetryCheckoutButton } from '#client/features/cart/components/retry-checkout-button'
import { PaymentErrorPage } from '#client/features/payment/components/payment-error-page'

/**
 * product.md 2.8: /payment/error. After a checkout the cart stays as it was, and 'Opnieuw proberen'
 * opens the checkout again; after a Pack Battle spot this tab paid for, it offers that spot again
 * (decision 054): the cart was not what was paid.
 */
export function PaymentErrorRoute() {
  // The server's return route names the payment: `?payment=<id>`.
  const [params] = useSearchParams()
  const spot = findSpotPayment(params.get('payment'))
  if (spot) {
    return <PaymentErrorPage purchase="spot" spotNumber={spot.spotNumber} retry={<RetrySpotButton spot={spot} />} />
  }
  return <PaymentErrorPage retry={<RetryCheckoutButton />} />
}
