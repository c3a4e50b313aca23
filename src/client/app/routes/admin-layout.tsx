import { Outlet } from 'react-router'
import { RequireAdmin } from '#client/features/auth/components/require-admin'

/** Every /admin page: only for a session the server recognises. */
export function AdminLayout() {
  return (
    <RequireAdmin>
      <Outlet />
    </RequireAdmin>
  )
}
