import { ScrollArea as ScrollAreaPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '#client/lib/cn'

type Props = ComponentProps<typeof ScrollAreaPrimitive.Viewport> & {
  /** Classes of the outer box; size the scrolling part with `className` (e.g. max-h-[400px]). */
  rootClassName?: string
}

/**
 * A scrollable box with a slim scrollbar. The viewport takes the remaining props: give it an
 * aria-label or aria-labelledby, and it becomes a named region that keyboard users can focus and
 * scroll with the arrow keys.
 */
export function ScrollArea({ rootClassName, className, children, ...viewportProps }: Props) {
  const named = viewportProps['aria-label'] !== undefined || viewportProps['aria-labelledby'] !== undefined
  return (
    <ScrollAreaPrimitive.Root className={cn('relative overflow-hidden', rootClassName)}>
      <ScrollAreaPrimitive.Viewport
        role={named ? 'region' : undefined}
        tabIndex={named ? 0 : undefined}
        className={cn('w-full rounded-[inherit]', className)}
        {...viewportProps}
      >
        {children}
      </ScrollAreaPrimitive.Viewport>
      <ScrollAreaPrimitive.Scrollbar orientation="vertical" className="flex w-2.5 touch-none p-px select-none">
        <ScrollAreaPrimitive.Thumb className="relative flex-1 rounded-full bg-border" />
      </ScrollAreaPrimitive.Scrollbar>
      <ScrollAreaPrimitive.Corner />
    </ScrollAreaPrimitive.Root>
  )
}
