import { useNavigate } from 'react-router'
import { useLogout } from './session'

/** 'Uitloggen' of the admin menu and of the bottom bar's 'Meer': the session ends and the seller is home. */
export function useLogOutToHome() {
  const logout = useLogout()
  const navigate = useNavigate()
  return () => logout.mutate(undefined, { onSettled: () => void navigate('/') })
}
