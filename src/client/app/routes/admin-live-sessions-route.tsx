import { AdminPage } from '#client/components/layout/admin-page'
import { LiveSessionsPage } from '#client/features/admin-live-sessions/components/live-sessions-page'

/** Every live, with the replay's address the seller pastes afterwards (decision 060). */
export function AdminLiveSessionsRoute() {
  return (
    <AdminPage title="Live sessies">
      <LiveSessionsPage />
    </AdminPage>
  )
}
