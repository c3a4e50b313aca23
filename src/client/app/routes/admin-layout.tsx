import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { AdminBottomNav } from '#client/features/auth/components/admin-bottom-nav'
import { RequireAdmin } from '#client/features/auth/components/require-admin'
import { AdminNotices } from './admin-notices'
import { PageLoading } from './page-loading'

/**
 * Every /admin page: only for a session the server recognises, under the notices the seller must see,
 * above the phone's bottom bar (decision 041). At least a screen high, so the sticky bar starts at the
 * screen's bottom on a short page too; a page whose code is still loading keeps the bar.
 */
export function AdminLayout() {
  return (
    <RequireAdmin>
      <div className="flex min-h-dvh flex-col print:min-h-0">
        <AdminNotices />
        <div className="flex-1">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </div>
        <AdminBottomNav />
      </div>
    </RequireAdmin>
  )
}
