import { useRef, useState, type ReactNode } from 'react'
import { AlertDialog, AlertDialogConfirmation, AlertDialogTrigger, type AlertDialogConfirmationProps } from './alert-dialog'

type Props = Pick<AlertDialogConfirmationProps, 'cancelLabel' | 'confirmVariant'> & {
  /** The button that asks; focus returns to it when the dialog closes. */
  trigger: ReactNode
  title: string
  description: ReactNode
  confirmLabel: string
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
  cancelLabel,
  confirmVariant,
  onConfirm,
  onTriggerGone,
}: Props) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)

  // The dialog stays open (and its buttons disabled) while the call runs.
  const confirm = async () => {
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
      <AlertDialogConfirmation
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        confirmVariant={confirmVariant}
        busy={busy}
        onConfirm={() => void confirm()}
        onCloseAutoFocus={(event) => {
          if (!onTriggerGone || triggerRef.current?.isConnected) return
          event.preventDefault()
          onTriggerGone()
        }}
      />
    </AlertDialog>
  )
}
