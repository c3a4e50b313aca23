import { XIcon } from 'lucide-react'
import { Toast } from 'radix-ui'
import { useEffect, useRef, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { cn } from '#client/lib/cn'
import { Button } from './button'
import { TOAST_HOTKEY } from './toaster-hotkey'
import { selectToastSlot, useToastSlotStore } from './toast-slot'
import { dismissToast, useToastStore } from './use-toast'

/** product.md 4 and 9: 5000 ms, swipe right past 50 px to dismiss, F8 focuses the area, 420 px wide from md up. */
export const TOAST_DURATION_MS = 5_000

type Props = {
  /** Focus the notification area once mounted: F8 was pressed before the toasts' code had loaded. */
  focusOnMount?: boolean
}

/**
 * Where the toasts stand is chosen so that they never cover a control that stays put: at the bottom
 * of the screen (from sm up at its right), lifted clear of the buyer's floating cart button (bottom-6
 * and size-14: 5 rem) and of the back office's bottom bar, and never over the sticky header's cart,
 * menu and login buttons, which a scroll cannot bring out from under it (decision 059). What it may
 * lie over for its five seconds is the page's content, which a flick moves. The empty parts of the
 * area let taps through to the page. While a dialog or drawer is open, a toast stands in that dialog's
 * ToastSlot instead, in its layout, so it covers none of its buttons (decision 042).
 */
export function Toaster({ focusOnMount = false }: Props) {
  const current = useToastStore((s) => s.current)
  const slot = useToastSlotStore(selectToastSlot)
  const viewportRef = useRef<HTMLOListElement>(null)
  const inSlot = slot !== undefined && current !== undefined

  useEffect(() => {
    if (focusOnMount) viewportRef.current?.focus()
  }, [focusOnMount])

  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Melding">
      {current && (
        <Toast.Root
          key={current.id}
          type={current.variant === 'destructive' ? 'foreground' : 'background'}
          // Only this toast: an action's click may already have shown the next one ('Ongedaan maken').
          onOpenChange={(open) => !open && dismissToast(current.id)}
          className={cn(
            'group pointer-events-auto relative w-full rounded-[var(--radius)] border shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[swipe=end]:opacity-0',
            current.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-border bg-card text-card-foreground',
          )}
        >
          {/* The role on the toast's content, not on Radix's list item: a list holds only items (axe). */}
          <div
            role={current.variant === 'destructive' ? 'alert' : 'status'}
            className="flex items-start justify-between gap-3 p-4 pr-12"
          >
            <div className="grid min-w-0 gap-1">
              <Toast.Title className="text-sm font-semibold">{current.title}</Toast.Title>
              {current.description && (
                <Toast.Description className="text-sm opacity-90">{current.description}</Toast.Description>
              )}
              {current.action && (
                <Toast.Action altText={current.action.altText} asChild>
                  <Button variant="outline" size="sm" className="mt-1 justify-self-start text-foreground" onClick={current.action.onClick}>
                    {current.action.label}
                  </Button>
                </Toast.Action>
              )}
            </div>
            <Toast.Close
              aria-label="Melding sluiten"
              className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-md opacity-70 hover:opacity-100"
            >
              <XIcon aria-hidden className="size-4" />
            </Toast.Close>
          </div>
        </Toast.Root>
      )}
      {inSlot ? (
        createPortal(<ToastViewport ref={viewportRef} place={slotPlace} />, slot)
      ) : (
        <ToastViewport ref={viewportRef} place={screenPlace} />
      )}
    </Toast.Provider>
  )
}

const screenPlace = cn(
  'pointer-events-none fixed right-0 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-[100] flex max-h-screen w-full flex-col gap-2 p-4',
  'md:max-w-[420px]',
)
/** In a dialog's or drawer's ToastSlot, in its flow. */
const slotPlace = 'flex flex-col gap-2 md:max-w-[420px]'

function ToastViewport({ ref, place }: { ref: RefObject<HTMLOListElement | null>; place: string }) {
  return (
    <Toast.Viewport
      ref={ref}
      hotkey={[TOAST_HOTKEY]}
      label="Meldingen ({hotkey})"
      className={cn(place, 'outline-none focus-visible:outline-2 focus-visible:-outline-offset-2')}
    />
  )
}
