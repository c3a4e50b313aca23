import { useParams } from 'react-router'
import { useQueueGroups } from '#client/features/live-queue/api/queue'
import { OrderPageView } from '#client/features/order-page/components/order-page-view'

/**
 * Decision 021: /bestelling/{token}, the buyer's own order page. The public live queue tells which
 * orders still wait to be opened, so a paid parcel holding one says it waits for the opening
 * (decision 043); the order page's own answer knows only its own orders.
 */
export function OrderPageRoute() {
  const { token = '' } = useParams()
  const queue = useQueueGroups().data
  const queuedOrderIds = queue && new Set(queue.flatMap((group) => group.orders.map((order) => order.id)))
  return <OrderPageView key={token} token={token} queuedOrderIds={queuedOrderIds} />
}
