import { useEffect } from 'react'
import { useNavigate } from 'react-router'

/** product.md 2.8 and 9: the payment result pages go home after 3 seconds. */
export const REDIRECT_HOME_DELAY_MS = 3_000

export function useRedirectHome(): void {
  const navigate = useNavigate()
  useEffect(() => {
    const timer = setTimeout(() => void navigate('/', { replace: true }), REDIRECT_HOME_DELAY_MS)
    return () => clearTimeout(timer)
  }, [navigate])
}
