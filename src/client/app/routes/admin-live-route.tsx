import { ActiveBattleSpots } from '#client/features/admin-battles/components/active-battle-spots'
import { LiveOrders } from '#client/features/admin-orders/components/live-orders'
import { RecentAlerts } from '#client/features/admin-orders/components/recent-alerts'
import { RecentCompletions } from '#client/features/admin-orders/components/recent-completions'
import { LiveSwitch } from '#client/features/admin-settings/components/live-switch'
import { DocumentTitle } from '#client/components/layout/document-title'

/**
 * The seller's one screen during a live (decision 040), made for a phone in one hand: the live switch,
 * the order to open now with 'Afronden', the taps that can still be taken back, the queue after it,
 * the active battle's spots and the latest alerts. Everything follows the realtime events.
 */
export function AdminLiveRoute() {
  return (
    <div className="mx-auto grid max-w-6xl gap-4 px-4 py-4 lg:grid-cols-2 lg:items-start">
      <DocumentTitle page="Live" />
      <div className="flex flex-wrap items-center justify-between gap-3 lg:col-span-2">
        <h1 className="text-2xl font-bold tracking-tight">Live</h1>
        <LiveSwitch />
      </div>
      <div className="grid min-w-0 gap-4">
        <LiveOrders />
        <RecentCompletions />
      </div>
      <div className="grid min-w-0 gap-4">
        <ActiveBattleSpots />
        <RecentAlerts />
      </div>
    </div>
  )
}
