import { PackBattlesAdmin } from '#client/features/admin-battles/components/pack-battles-admin'

/** product.md 2.12: Pack Battle management. */
export function AdminPackBattlesRoute() {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Pack Battles</h1>
      <PackBattlesAdmin />
    </div>
  )
}
