import { XIcon } from 'lucide-react'
import { Toast } from 'radix-ui'
import { cn } from '../../lib/cn'
import { useToastStore } from './use-toast'

/** SPEC 4 and 9: 5000 ms, swipe right past 50 px to dismiss, F8 focuses the area, 420 px wide from md up. */
export const TOAST_DURATION_MS = 5_000

export function Toaster() {
  const current = useToastStore((s) => s.current)
  const dismiss = useToastStore((s) => s.dismiss)
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Melding">
      {current && (
        <Toast.Root
          key={current.id}
          role={current.variant === 'destructive' ? 'alert' : 'status'}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && dismiss()}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-[var(--radius)] border p-4 pr-8 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[swipe=end]:opacity-0',
            current.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-border bg-card text-card-foreground',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{current.title}</Toast.Title>
            {current.description && (
              <Toast.Description className="text-sm opacity-90">{current.description}</Toast.Description>
            )}
          </div>
          <Toast.Close aria-label="Melding sluiten" className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100">
            <XIcon className="size-4" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        hotkey={['F8']}
        className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]"
      />
    </Toast.Provider>
  )
}
