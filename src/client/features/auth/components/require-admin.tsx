import { useQuery } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { sessionQuery } from '../api/session'
import { useAuthStore } from '../auth-store'

/**
 * product.md 2.10–2.12: an admin page sends a visitor the server does not recognise back to '/'.
 * The server decides, not the flag in local storage.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const setAuthenticated = useAuthStore((s) => s.setAuthenticated)
  const session = useQuery({ ...sessionQuery, staleTime: 0 })
  const isAdmin = session.data?.isAuthenticated === true
  const refused = session.isError || session.data?.isAuthenticated === false

  useEffect(() => {
    if (!refused) return
    setAuthenticated(false)
    void navigate('/', { replace: true })
  }, [refused, setAuthenticated, navigate])

  if (!isAdmin) {
    return (
      <p role="status" className="mx-auto max-w-6xl px-4 py-16 text-center text-muted-foreground">
        Bezig met laden...
      </p>
    )
  }
  return children
}
