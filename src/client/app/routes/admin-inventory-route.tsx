import { AdminPage } from '#client/components/layout/admin-page'
import { useScreenAtLeast } from '#client/components/layout/admin-screen'
import { InventoryDashboard } from '#client/features/admin-inventory/components/inventory-dashboard'
import { ResetDataButton } from '#client/features/admin-inventory/components/reset-data-button'
import { CollectionsManager } from '#client/features/admin-settings/components/collections-manager'
import { LiveStreamCard } from '#client/features/admin-settings/components/live-stream-card'
import { ShopLinkSettingsCard } from '#client/features/admin-settings/components/shop-link-settings-card'
import { LeaderboardAdminCard } from '#client/features/leaderboard/components/leaderboard-admin-card'

/**
 * product.md 2.10: the seller's dashboard. On a wide screen the settings cards side by side first, then the
 * stock, then the leaderboard (decision 009). On a phone the cards stand one under another: the stock
 * follows 'Start Stream' at once and the link settings, set once, come after it (decision 041). Where the
 * bottom bar is, Reset Data stands beside the page's title, at the top of the screen, far from the thumb
 * and from the panels the seller opens during a live (decision 057).
 */
export function AdminInventoryRoute() {
  const wide = useScreenAtLeast('lg')
  const bottomBar = !useScreenAtLeast('md')
  const linkCards = (
    <>
      <ShopLinkSettingsCard kind="tikkie" />
      <ShopLinkSettingsCard kind="whatsapp" />
    </>
  )
  return (
    <AdminPage title="Voorraad beheer" actions={bottomBar && <ResetDataButton />}>
      {wide ? (
        <div className="grid grid-cols-3 gap-6">
          <LiveStreamCard />
          {linkCards}
        </div>
      ) : (
        <LiveStreamCard />
      )}
      <InventoryDashboard showReset={!bottomBar} />
      {!wide && linkCards}
      <LeaderboardAdminCard />
      <CollectionsManager />
    </AdminPage>
  )
}
