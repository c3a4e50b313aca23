import { Suspense, useState, type ReactNode } from 'react'

type Props = {
  /** The button that opens the dialog, given whether it is open and what a click does. */
  trigger: (open: boolean, onOpen: () => void) => ReactNode
  /** The dialog, a lazy() component: it receives its open state and the trigger it keeps. */
  dialog: (props: { open: boolean; onOpenChange: (open: boolean) => void; trigger: ReactNode }) => ReactNode
}

/**
 * A button whose dialog is loaded on first use, so the dialog code (focus trap, scroll lock) is not
 * in the first download. Once used, the dialog stays mounted, so it keeps its own trigger and returns
 * focus to it; while it loads, the button stands in its place.
 */
export function LazyDialog({ trigger, dialog }: Props) {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const button = trigger(open, () => {
    setUsed(true)
    setOpen(true)
  })
  if (!used) return button
  return <Suspense fallback={button}>{dialog({ open, onOpenChange: setOpen, trigger: button })}</Suspense>
}
