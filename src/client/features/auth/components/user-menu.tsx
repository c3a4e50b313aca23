import { UserIcon, UserRoundCheckIcon } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Button } from '#client/components/ui/button'
import { useAuthStore } from '../auth-store'

// Loaded on first use: a buyer never needs the login form or the admin menu.
const LoginDialog = lazy(() => import('./login-dialog').then((m) => ({ default: m.LoginDialog })))
const AdminMenu = lazy(() => import('./admin-menu').then((m) => ({ default: m.AdminMenu })))

/** product.md 2.2: the user icon opens the login dialog, or the admin menu once logged in. */
export function UserMenu() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated)
  const [loginOpen, setLoginOpen] = useState(false)

  if (isAuthenticated) {
    const placeholder = (
      <Button variant="ghost" size="icon" aria-label="Beheermenu" disabled>
        <UserRoundCheckIcon />
      </Button>
    )
    return (
      <Suspense fallback={placeholder}>
        <AdminMenu />
      </Suspense>
    )
  }
  return (
    <>
      <Button variant="ghost" size="icon" aria-label="Administrator login" onClick={() => setLoginOpen(true)}>
        <UserIcon />
      </Button>
      {loginOpen && (
        <Suspense>
          <LoginDialog open={loginOpen} onOpenChange={setLoginOpen} />
        </Suspense>
      )}
    </>
  )
}
