import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { LoginRequest, SessionAnswer } from '#shared/contracts/auth'
import { ApiError, apiFetch } from '#client/lib/api-client'
import { messages } from '#client/lib/messages'
import { realtimeClient } from '#client/lib/realtime'
import { useAuthStore } from '../auth-store'

export const sessionQuery = queryOptions({
  queryKey: ['auth', 'session'],
  queryFn: () => apiFetch<SessionAnswer>('/api/auth/session'),
})

function useSetSession() {
  const queryClient = useQueryClient()
  const setAuthenticated = useAuthStore((s) => s.setAuthenticated)
  return (answer: SessionAnswer) => {
    setAuthenticated(answer.isAuthenticated)
    queryClient.setQueryData(sessionQuery.queryKey, answer)
    // The open socket still carries the session it was opened with (or none).
    realtimeClient.reconnect()
  }
}

export function useLogin() {
  const setSession = useSetSession()
  return useMutation({
    mutationFn: (body: LoginRequest) => apiFetch<SessionAnswer>('/api/auth/login', { method: 'POST', body }),
    meta: {
      // Too many attempts deserves its own words; every other failure says only this (no hints).
      errorToast: (failure) => {
        if (!(failure instanceof ApiError)) console.error('Login failed', failure)
        const tooMany = failure instanceof ApiError && failure.status === 429
        return { title: messages.loginFailed, description: tooMany ? failure.message : messages.invalidAccessCode }
      },
    },
    onSuccess: setSession,
  })
}

export function useLogout() {
  const setSession = useSetSession()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => apiFetch<SessionAnswer>('/api/auth/logout', { method: 'POST' }),
    onSettled: () => {
      setSession({ isAuthenticated: false })
      // Admin data must not linger in the cache after logging out.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'admin' })
    },
  })
}
