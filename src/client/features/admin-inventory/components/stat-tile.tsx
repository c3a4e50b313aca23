import type { LucideIcon } from 'lucide-react'
import { cn } from '../../../lib/cn'

type Props = { label: string; value: string; icon: LucideIcon; tone?: 'default' | 'warning' | 'danger'; className?: string }

const toneClass = { default: 'text-primary', warning: 'text-amber-600', danger: 'text-destructive' } as const

/** One figure of the statistics header: a term and its value inside the tiles' <dl>. */
export function StatTile({ label, value, icon: Icon, tone = 'default', className }: Props) {
  return (
    <div className={cn('flex items-center gap-3 rounded-[var(--radius)] border border-border bg-card p-4 shadow-sm', className)}>
      <Icon aria-hidden className={`size-6 shrink-0 ${toneClass[tone]}`} />
      <div className="grid min-w-0">
        <dt className="text-sm text-muted-foreground">{label}</dt>
        <dd className="text-xl font-bold break-words tabular-nums sm:text-2xl">{value}</dd>
      </div>
    </div>
  )
}
