import { create } from 'zustand'
import { persist } from 'zustand/middleware'

type AuthState = {
  isAuthenticated: boolean
  setAuthenticated: (isAuthenticated: boolean) => void
}

/**
 * product.md 3.1: the auth flag, kept in local storage under 'auth-storage'. It only decides what the
 * header shows at once; the server's session decides what the admin may do.
 */
export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      isAuthenticated: false,
      setAuthenticated: (isAuthenticated) => set({ isAuthenticated }),
    }),
    { name: 'auth-storage' },
  ),
)
