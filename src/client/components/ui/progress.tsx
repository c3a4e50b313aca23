import { Progress as ProgressPrimitive } from 'radix-ui'
import { cn } from '#client/lib/cn'

type Props = {
  value: number
  max: number
  /** The accessible name, e.g. 'Bezette plekken'. */
  label: string
  /** What a screen reader announces as the value, e.g. '3 / 10 plekken bezet'. */
  valueText: string
  className?: string
}

/** A progress bar with role progressbar, an accessible name and a spoken value. */
export function Progress({ value, max, label, valueText, className }: Props) {
  const safeMax = max > 0 ? max : 1
  const safeValue = Math.min(Math.max(value, 0), safeMax)
  return (
    <ProgressPrimitive.Root
      value={safeValue}
      max={safeMax}
      getValueLabel={() => valueText}
      aria-label={label}
      className={cn('relative h-3 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <ProgressPrimitive.Indicator
        className="h-full bg-primary transition-[width] duration-500 motion-reduce:transition-none"
        style={{ width: `${(safeValue / safeMax) * 100}%` }}
      />
    </ProgressPrimitive.Root>
  )
}
