import { create } from 'zustand'

/** A button in the toast that goes on from what just happened (to the page it concerns, say). */
export type ToastAction = {
  label: string
  /** Read by a screen reader in place of the button, naming another way to do it (Radix Toast.Action). */
  altText: string
  onClick: () => void
}

export type ToastInput = {
  title: string
  description?: string
  variant?: 'default' | 'destructive'
  action?: ToastAction
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
