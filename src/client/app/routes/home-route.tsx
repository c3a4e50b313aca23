import { ActiveBattleBanner } from '#client/features/battles/components/active-battle-banner'
import { BattlePanel } from '#client/features/battles/components/battle-panel'
import { RecentWinners } from '#client/features/battles/components/recent-winners'
import { CollectionsGrid } from '#client/features/collections/components/collections-grid'
import { LeaderboardPanel } from '#client/features/leaderboard/components/leaderboard-panel'
import { LiveQueuePanel } from '#client/features/live-queue/components/live-queue-panel'
import { CommunityBlock } from '#client/features/shop-links/components/community-block'
import { TikkieBlock } from '#client/features/shop-links/components/tikkie-block'
import { DocumentTitle } from '#client/components/layout/document-title'
import { useShopInfo } from '#client/lib/shop-info'

/**
 * product.md 2.4: home is a list of panels, each owned by its feature. Every panel asks for its data as
 * the page loads, also those below the fold: a screen reader, find-in-page or a visitor who does
 * not scroll reads them filled (docs/decisions/014-home-blocks-load-with-the-page.md). While a Pack
 * Battle is active, a banner at the top leads to it (decision 043).
 */
export function HomeRoute() {
  const shop = useShopInfo()
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-8">
      <DocumentTitle />
      <section className="grid gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{shop.shopName}</h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          Kies je packs, betaal veilig en kijk live mee op TikTok ({shop.tiktokHandle}) terwijl wij ze voor je openen.
        </p>
        <ActiveBattleBanner />
      </section>
      <LiveQueuePanel />
      {/* Each block renders nothing while its link is inactive; the row then takes no space. */}
      <div className="grid gap-6 empty:hidden md:grid-cols-2">
        <TikkieBlock />
        <CommunityBlock />
      </div>
      <CollectionsGrid />
      <LeaderboardPanel />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <BattlePanel />
        <RecentWinners />
      </div>
    </div>
  )
}
