import { CollectionsGrid } from '../../features/collections/components/collections-grid'
import { useShopInfo } from '../../lib/shop-info'

/** SPEC 2.4: home is a list of panels, each owned by its feature. */
export function HomeRoute() {
  const shop = useShopInfo()
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10">
      <section className="grid gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{shop.shopName}</h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          Kies je packs, betaal veilig en kijk live mee op TikTok ({shop.tiktokHandle}) terwijl wij ze voor je openen.
        </p>
      </section>
      <CollectionsGrid />
    </div>
  )
}
