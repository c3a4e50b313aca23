import type { ComponentProps } from 'react'
import { cn } from '#client/lib/cn'

/**
 * A styled native <select>: the phone's own picker, works with a form library's register(), and
 * needs no JavaScript to be accessible. Give it a <Label htmlFor>.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cn(
        'flex h-11 w-full rounded-[var(--radius)] border border-input bg-card px-3 py-2 text-base md:text-sm',
        'disabled:opacity-60 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  )
}
