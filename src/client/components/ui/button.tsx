import { Slot } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '#client/lib/cn'

const variants = {
  default: 'bg-primary text-primary-foreground hover:bg-primary/90',
  destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
  outline: 'border border-input bg-card hover:bg-muted',
  ghost: 'hover:bg-muted',
  link: 'text-primary underline-offset-4 hover:underline',
} as const

/**
 * Every size is at least 44 × 44 CSS px, WCAG 2.5.5's target size (decision 042): a buyer taps with a
 * thumb, the seller one-handed mid-stream. `sm` is smaller in its padding, not in its target.
 */
const sizes = {
  default: 'h-11 px-4 py-2',
  sm: 'h-11 px-3',
  lg: 'h-12 px-6 text-base',
  icon: 'size-11',
} as const

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants
  size?: keyof typeof sizes
  /** Render the child element (a link, say) with the button's look. */
  asChild?: boolean
  /** While the action it started runs: disabled, and aria-busy so assistive technology says why. */
  busy?: boolean
}

export function Button({ variant = 'default', size = 'default', asChild, busy = false, className, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button'
  return (
    <Component
      className={cn(
        'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-[var(--radius)] text-sm font-medium whitespace-nowrap transition-colors',
        'disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
        variants[variant],
        sizes[size],
        className,
      )}
      aria-busy={busy || undefined}
      {...props}
      disabled={busy || props.disabled}
    />
  )
}
