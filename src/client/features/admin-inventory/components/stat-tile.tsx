import type { LucideIcon } from 'lucide-react'
import { cn } from '#client/lib/cn'

type Props = { label: string; value: string; icon: LucideIcon; tone?: 'default' | 'warning' | 'danger'; className?: string }

const toneClass = { default: 'text-primary', warning: 'text-amber-600', danger: 'text-destructive' } as const

/**
 * One figure of the statistics header: a term and its value inside the tiles' <dl>. The tile's
 * <div> holds only its <dt> and <dd>, as a <dl> requires; the icon sits in the <dt>, drawn in the
 * tile's left padding.
 */
export function StatTile({ label, value, icon: Icon, tone = 'default', className }: Props) {
  return (
    <div
      className={cn(
        'relative grid content-center rounded-[var(--radius)] border border-border bg-card p-4 pl-13 shadow-sm',
        className,
      )}
    >
      <dt className="text-sm text-muted-foreground">
        <Icon aria-hidden className={`absolute top-1/2 left-4 size-6 -translate-y-1/2 ${toneClass[tone]}`} />
        {label}
      </dt>
      <dd className="min-w-0 text-xl font-bold break-words tabular-nums sm:text-2xl">{value}</dd>
    </div>
  )
}
