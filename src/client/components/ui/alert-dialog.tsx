import { AlertDialog as AlertDialogPrimitive } from 'radix-ui'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '#client/lib/cn'
import { Button, type ButtonProps } from './button'

/**
 * A confirmation: a Radix alert dialog (role alertdialog, focus on Cancel, no close by clicking
 * outside), its content an AlertDialogConfirmation.
 */
export const AlertDialog = AlertDialogPrimitive.Root
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger

export type AlertDialogConfirmationProps = {
  title: ReactNode
  /** What the action means, read with the question. */
  description: ReactNode
  /** What the seller chooses between the question and the buttons, if anything. */
  children?: ReactNode
  confirmLabel: ReactNode
  /** The button that keeps things as they are; 'Annuleren' unless that would read as the action itself. */
  cancelLabel?: string
  /** Destructive by default; a confirmation that removes nothing may use the default look. */
  confirmVariant?: Extract<ButtonProps['variant'], 'default' | 'destructive'>
  /** While the action runs both buttons are disabled. */
  busy: boolean
  /** The action. It does not close the dialog: its caller closes it once the action is done, or asks on. */
  onConfirm: () => void
  /** Where focus goes when the dialog closes; by default back to its trigger. */
  onCloseAutoFocus?: ComponentProps<typeof AlertDialogPrimitive.Content>['onCloseAutoFocus']
}

/** An alert dialog's content: the question, what it means, anything to choose, Cancel and the action. */
export function AlertDialogConfirmation({
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = 'Annuleren',
  confirmVariant = 'destructive',
  busy,
  onConfirm,
  onCloseAutoFocus,
}: AlertDialogConfirmationProps) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-sm" />
      <AlertDialogPrimitive.Content
        aria-busy={busy || undefined}
        onCloseAutoFocus={onCloseAutoFocus}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4',
          'rounded-[var(--radius)] border border-border bg-card p-6 shadow-xl',
        )}
      >
        <AlertDialogPrimitive.Title className="text-lg font-semibold">{title}</AlertDialogPrimitive.Title>
        <AlertDialogPrimitive.Description className="text-sm text-muted-foreground">{description}</AlertDialogPrimitive.Description>
        {children}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogPrimitive.Cancel asChild>
            <Button variant="outline" disabled={busy}>
              {cancelLabel}
            </Button>
          </AlertDialogPrimitive.Cancel>
          <Button variant={confirmVariant} disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </AlertDialogPrimitive.Content>
    </AlertDialogPrimitive.Portal>
  )
}
