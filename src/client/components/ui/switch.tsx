import { Switch as SwitchPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '#client/lib/cn'

/**
 * An on/off switch: a Radix switch (role switch, Space toggles it). Give it an id and a
 * `<Label htmlFor>` so it has a visible name.
 */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        // 44 px high for a thumb (decision 042): transparent top and bottom borders around a 24 px track.
        'inline-flex h-11 w-11 shrink-0 cursor-pointer items-center rounded-full border-x-2 border-y-[10px] border-transparent bg-clip-padding transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input',
        className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb
        className={cn(
          'pointer-events-none block size-5 rounded-full bg-card shadow-sm transition-transform motion-reduce:transition-none',
          'data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0',
        )}
      />
    </SwitchPrimitive.Root>
  )
}
