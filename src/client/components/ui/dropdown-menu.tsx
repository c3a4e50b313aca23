import { DropdownMenu as MenuPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '#client/lib/cn'

/**
 * A menu button's menu (WAI-ARIA menu button pattern): not modal. A modal Radix menu hides the rest
 * of the page with aria-hidden while its links and buttons stay focusable, which screen readers
 * and axe's aria-hidden-focus rule rightly object to. The menu still keeps Tab inside while open
 * and closes on Escape, on a click elsewhere or when focus leaves it.
 */
export function DropdownMenu(props: ComponentProps<typeof MenuPrimitive.Root>) {
  return <MenuPrimitive.Root modal={false} {...props} />
}
export const DropdownMenuTrigger = MenuPrimitive.Trigger

export function DropdownMenuContent({ className, ...props }: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={8}
        align="end"
        className={cn('z-50 min-w-48 rounded-[var(--radius)] border border-border bg-card p-1 shadow-lg', className)}
        {...props}
      />
    </MenuPrimitive.Portal>
  )
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof MenuPrimitive.Item>) {
  return (
    <MenuPrimitive.Item
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none select-none',
        'data-[highlighted]:bg-muted [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  )
}

export function DropdownMenuSeparator() {
  return <MenuPrimitive.Separator className="my-1 h-px bg-border" />
}
