import { useRef, useState, type MouseEvent, type ReactNode } from 'react'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog'
import { Button, type ButtonProps } from './button'

type Props = {
  /** The button that asks; focus returns to it when the dialog closes. */
  trigger: ReactNode
  title: string
  description: ReactNode
  confirmLabel: string
  /** The button that keeps things as they are; 'Annuleren' unless that would read as the action itself. */
  cancelLabel?: string
  /** Destructive by default; a confirmation that removes nothing may use the default look. */
  confirmVariant?: Extract<ButtonProps['variant'], 'default' | 'destructive'>
  /** The call to make; its own toasts report the outcome. The dialog stays open until it settles. */
  onConfirm: () => Promise<unknown>
  /**
   * Where focus goes when the dialog closes and its trigger has left the page (the item it acted on
   * left its list); without it focus would fall back to the page's start.
   */
  onTriggerGone?: () => void
}

/** A destructive action asked first in an alert dialog (role alertdialog, focus starts on Annuleren). */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Annuleren',
  confirmVariant = 'destructive',
  onConfirm,
  onTriggerGone,
}: Props) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)

  const confirm = async (event: MouseEvent) => {
    // Radix closes on Action; keep it open (and the buttons disabled) while the call runs.
    event.preventDefault()
    setBusy(true)
    try {
      await onConfirm()
    } catch {
      // The mutation's failure toast has told the seller already.
    } finally {
      setBusy(false)
      setOpen(false)
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialogTrigger asChild ref={triggerRef}>
        {trigger}
      </AlertDialogTrigger>
      <AlertDialogContent
        aria-busy={busy || undefined}
        onCloseAutoFocus={(event) => {
          if (!onTriggerGone || triggerRef.current?.isConnected) return
          event.preventDefault()
          onTriggerGone()
        }}
      >
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={busy}>
              {cancelLabel}
            </Button>
          </AlertDialogCancel>
          <AlertDialogAction asChild>
            <Button variant={confirmVariant} onClick={confirm} disabled={busy}>
              {confirmLabel}
            </Button>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
