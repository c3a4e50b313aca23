import type { ComponentProps } from 'react'
import { cn } from '#client/lib/cn'

/** A multi-line text field with the look of Input. Give it a <Label htmlFor>. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex min-h-20 w-full rounded-[var(--radius)] border border-input bg-card px-3 py-2 text-base md:text-sm',
        'placeholder:text-muted-foreground disabled:opacity-60 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  )
}
