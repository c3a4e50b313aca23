import { XIcon } from 'lucide-react'
import { Button } from './button'
import { SheetClose, SheetDescription, SheetTitle } from './sheet'
import { ToastSlot } from './toast-slot'

/** The top of a side panel: its title, a line on what it is for, and a close button. */
export function SidePanelHeader({ title, description }: { title: string; description: string }) {
  return (
    <>
      <header className="flex items-start gap-2 border-b border-border px-4 py-3">
        <div className="grid flex-1 gap-1">
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription>{description}</SheetDescription>
        </div>
        <SheetClose asChild>
          <Button variant="ghost" size="icon" aria-label="Sluiten">
            <XIcon aria-hidden />
          </Button>
        </SheetClose>
      </header>
      {/* decision 042: a toast shown while the panel is open stands here, under the close button. */}
      <ToastSlot className="border-b border-border p-3" />
    </>
  )
}
