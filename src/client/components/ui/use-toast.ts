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
  show: (toast: ToastInput) => number
  dismiss: () => void
}

let nextId = 1

export const useToastStore = create<ToastState>((set) => ({
  current: undefined,
  show: (toast) => {
    const id = nextId++
    set({ current: { ...toast, id } })
    return id
  },
  dismiss: () => set({ current: undefined }),
}))

/**
 * Shows a toast from anywhere: `toast({ title: 'Ingelogd', description: '…' })`. Returns its id, for
 * dismissToast once what it says no longer holds.
 */
export function toast(input: ToastInput): number {
  return useToastStore.getState().show(input)
}

/**
 * Takes a toast away before its time when what it said is no longer true (decision 042): the field a
 * validation toast named is filled in, the drawer now shows the product that was added. Does nothing
 * when another toast has replaced it meanwhile.
 */
export function dismissToast(id: number): void {
  if (useToastStore.getState().current?.id === id) useToastStore.getState().dismiss()
}
