import { ArrowLeftIcon } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { Button } from '#client/components/ui/button'
import { EmailPreview } from './email-preview'

type Props = {
  /** The message to read; none: the dialog is closed. */
  id: number | undefined
  onClose: () => void
}

/**
 * On a phone an opened message fills the screen, as in a mail app (decision 041): below the list it would
 * open out of sight. 'Terug' (or Escape, or the phone's back gesture on the overlay) returns to the list,
 * with focus on the message it was opened from.
 */
export function EmailPreviewDialog({ id, onClose }: Props) {
  return (
    <Dialog.Root open={id !== undefined} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 grid content-start gap-3 overflow-y-auto bg-background p-4 pb-[calc(1rem+env(safe-area-inset-bottom))]"
        >
          <div className="flex items-center gap-2">
            <Dialog.Close asChild>
              <Button variant="outline">
                <ArrowLeftIcon aria-hidden />
                Terug
              </Button>
            </Dialog.Close>
            <Dialog.Title className="text-sm font-medium text-muted-foreground">E-mail lezen</Dialog.Title>
          </div>
          {id !== undefined && <EmailPreview id={id} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
