import { useState, type MouseEvent, type ReactNode } from 'react'
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
import { Button } from './button'

type Props = {
  /** The button that asks; focus returns to it when the dialog closes. */
  trigger: ReactNode
  title: string
  description: ReactNode
  confirmLabel: string
  /** The call to make; its own toasts report the outcome. The dialog stays open until it settles. */
  onConfirm: () => Promise<unknown>
}

/** A destructive action asked first in an alert dialog (role alertdialog, focus starts on Annuleren). */
export function ConfirmDialog({ trigger, title, description, confirmLabel, onConfirm }: Props) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)

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
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent aria-busy={busy || undefined}>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={busy}>
              Annuleren
            </Button>
          </AlertDialogCancel>
          <AlertDialogAction asChild>
            <Button variant="destructive" onClick={confirm} disabled={busy}>
              {confirmLabel}
            </Button>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
