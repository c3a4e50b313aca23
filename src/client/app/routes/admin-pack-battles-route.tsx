import { AdminPage } from '#client/components/layout/admin-page'
import { PackBattlesAdmin } from '#client/features/admin-battles/components/pack-battles-admin'

/** product.md 2.12: Pack Battle management. */
export function AdminPackBattlesRoute() {
  return (
    <AdminPage title="Pack Battles">
      <PackBattlesAdmin />
    </AdminPage>
  )
}
