import { XIcon } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '#client/lib/cn'
import { Button } from './button'

type Props = Omit<ComponentProps<typeof Button>, 'children' | 'variant'> & {
  /** A cancel of the item's own call is under way: the button is disabled and says it is busy. */
  busy: boolean
  /** Read by a screen reader after 'Annuleren': what is cancelled (': Booster Pack × 1 voor pieter'). */
  what: ReactNode
}

/**
 * 'Annuleren' for something the seller cancels after a confirmation (decision 028, 036): quieter than
 * the item's main action, red, with its object for a screen reader. The ConfirmDialog's trigger.
 */
export function CancelTrigger({ busy, what, className, ...props }: Props) {
  return (
    <Button
      variant="outline"
      className={cn('text-destructive hover:text-destructive', className)}
      disabled={busy}
      aria-busy={busy || undefined}
      {...props}
    >
      <XIcon aria-hidden />
      Annuleren
      <span className="sr-only">{what}</span>
    </Button>
  )
}
