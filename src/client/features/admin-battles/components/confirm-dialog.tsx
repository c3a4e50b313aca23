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
} from '../../../components/ui/alert-dialog'
import { Button } from '../../../components/ui/button'

type Props = {
  /** The button that asks; focus returns to it when the dialog closes. */
  trigger: ReactNode
  /** The question, exactly as SPEC 2.12 asks it. */
  question: string
  description: ReactNode
  confirmLabel: string
  /** The call to make; the mutation's own toasts report the outcome. The dialog waits for it. */
  onConfirm: () => Promise<unknown>
}

/** Stop and Delete ask first, in an alert dialog (role alertdialog, focus starts on Annuleren). */
export function ConfirmDialog({ trigger, question, description, confirmLabel, onConfirm }: Props) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)

  const confirm = async (event: MouseEvent) => {
    // Radix closes on Action; keep it open, buttons disabled, while the call runs.
    event.preventDefault()
    setBusy(true)
    try {
      await onConfirm()
    } catch {
      // The failure toast has told the admin already.
    } finally {
      setBusy(false)
      setOpen(false)
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent aria-busy={busy || undefined}>
        <AlertDialogTitle>{question}</AlertDialogTitle>
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
