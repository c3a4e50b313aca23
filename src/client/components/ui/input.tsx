import type { ComponentProps } from 'react'
import { cn } from '#client/lib/cn'

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'flex h-11 w-full rounded-[var(--radius)] border border-input bg-card px-3 py-2 text-base md:text-sm',
        'placeholder:text-muted-foreground disabled:opacity-60 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  )
}
