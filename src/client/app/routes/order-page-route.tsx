import { useParams } from 'react-router'
import { OrderPageView } from '#client/features/order-page/components/order-page-view'

/** Decision 021: /bestelling/{token}, the buyer's own order page. */
export function OrderPageRoute() {
  const { token = '' } = useParams()
  return <OrderPageView key={token} token={token} />
}
