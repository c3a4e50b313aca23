import { useEffect } from 'react'
import { useNavigate } from 'react-router'

/** product.md 2.8 and 9: the payment result pages go home after 3 seconds. */
export const REDIRECT_HOME_DELAY_MS = 3_000

/** Goes home after the delay while `enabled`; decision 021 turns it off when a next step is offered. */
export function useRedirectHome(enabled = true): void {
  const navigate = useNavigate()
  useEffect(() => {
    if (!enabled) return
    const timer = setTimeout(() => void navigate('/', { replace: true }), REDIRECT_HOME_DELAY_MS)
    return () => clearTimeout(timer)
  }, [navigate, enabled])
}
