import { useParams } from 'react-router'
import { ShippingInfoPage } from '#client/features/order-page/components/shipping-info-page'
import { ShippingReturnPage } from '#client/features/order-page/components/shipping-return-page'

/** product.md 2.13: /verzending, how to ask for shipping, where the shipping policy links to. */
export function ShippingInfoRoute() {
  return <ShippingInfoPage />
}

/** Decision 022: /verzending/{id}, where the payment provider sends the buyer back after paying for shipping. */
export function ShippingReturnRoute() {
  const { id = '' } = useParams()
  return <ShippingReturnPage key={id} id={id} />
}
