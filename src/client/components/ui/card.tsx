import type { ComponentProps } from 'react'
import { cn } from '#client/lib/cn'

/** A panel of the page: a <section> with the card surface. Give it aria-labelledby its heading. */
export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      className={cn(
        'grid content-start gap-4 rounded-[var(--radius)] border border-border bg-card p-5 text-card-foreground shadow-sm',
        className,
      )}
      {...props}
    />
  )
}
