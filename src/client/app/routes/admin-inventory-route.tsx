import { InventoryDashboard } from '#client/features/admin-inventory/components/inventory-dashboard'
import { CollectionsManager } from '#client/features/admin-settings/components/collections-manager'
import { LiveStreamCard } from '#client/features/admin-settings/components/live-stream-card'
import { ShopLinkSettingsCard } from '#client/features/admin-settings/components/shop-link-settings-card'
import { LeaderboardAdminCard } from '#client/features/leaderboard/components/leaderboard-admin-card'

/** product.md 2.10: the seller's dashboard. Settings cards first, then the stock, then the leaderboard (decision 009). */
export function AdminInventoryRoute() {
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Voorraad beheer</h1>
      <div className="grid gap-6 lg:grid-cols-3">
        <LiveStreamCard />
        <ShopLinkSettingsCard kind="tikkie" />
        <ShopLinkSettingsCard kind="whatsapp" />
      </div>
      <InventoryDashboard />
      <LeaderboardAdminCard />
      <CollectionsManager />
    </div>
  )
}
