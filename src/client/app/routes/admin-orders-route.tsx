import { OrdersPage } from '#client/features/admin-orders/components/orders-page'
import { PersonalDataRetentionCard } from '#client/features/admin-privacy/components/personal-data-retention-card'
import { StreamOverlaysCard } from '#client/features/stream-overlays/components/stream-overlays-card'

/** product.md 2.11: the queue and orders, the stream overlays the seller sets up, and the personal data retention. */
export function AdminOrdersRoute() {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Bestellingen</h1>
      <OrdersPage />
      <StreamOverlaysCard />
      <PersonalDataRetentionCard />
    </div>
  )
}
