import { Outlet } from 'react-router'
import { RequireAdmin } from '#client/features/auth/components/require-admin'
import { AdminNotices } from './admin-notices'

/** Every /admin page: only for a session the server recognises, under the notices the seller must see. */
export function AdminLayout() {
  return (
    <RequireAdmin>
      <AdminNotices />
      <Outlet />
    </RequireAdmin>
  )
}
