import { create } from 'zustand'

export type ToastInput = {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
}

type ToastState = {
  /** product.md 4: at most one toast is visible; a new one replaces the one showing. */
  current: (ToastInput & { id: number }) | undefined
  show: (toast: ToastInput) => void
  dismiss: () => void
}

let nextId = 1

export const useToastStore = create<ToastState>((set) => ({
  current: undefined,
  show: (toast) => set({ current: { ...toast, id: nextId++ } }),
  dismiss: () => set({ current: undefined }),
}))

/** Shows a toast from anywhere: `toast({ title: 'Ingelogd', description: '…' })`. */
export function toast(input: ToastInput): void {
  useToastStore.getState().show(input)
}
