import { create } from 'zustand'
import { cn } from '#client/lib/cn'

type ToastSlotState = {
  /** The slots of the open dialogs and drawers, the most recently opened last. */
  slots: readonly HTMLElement[]
}

export const useToastSlotStore = create<ToastSlotState>(() => ({ slots: [] }))

/** The slot the toasts show in: the newest open dialog's or drawer's, or none (the screen's own place). */
export const selectToastSlot = (state: ToastSlotState): HTMLElement | undefined => state.slots.at(-1)

/**
 * Where an open dialog or drawer shows the toasts (decision 042): in its own layout, so a toast pushes
 * the content aside instead of lying over its close, back or pay button. A drawer on a phone fills the
 * screen, so no place outside it would be free. Empty, it takes no room.
 */
export function ToastSlot({ className }: { className?: string }) {
  return <div ref={registerSlot} className={cn('empty:hidden', className)} />
}

// One function for every render, so React registers a slot once per mount rather than on each render.
function registerSlot(element: HTMLDivElement | null) {
  if (!element) return
  useToastSlotStore.setState((state) => ({ slots: [...state.slots, element] }))
  return () => useToastSlotStore.setState((state) => ({ slots: state.slots.filter((slot) => slot !== element) }))
}
