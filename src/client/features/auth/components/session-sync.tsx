import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { sessionQuery } from '../api/session'
import { useAuthStore } from '../auth-store'

/** Brings the stored auth flag in line with the server once per page load (a session may have expired). */
export function SessionSync() {
  const session = useQuery(sessionQuery)
  const setAuthenticated = useAuthStore((s) => s.setAuthenticated)
  useEffect(() => {
    if (session.data) setAuthenticated(session.data.isAuthenticated)
  }, [session.data, setAuthenticated])
  return null
}
