import type { FormEventHandler, ReactNode } from 'react'
import { cn } from '#client/lib/cn'
import { Button } from '../ui/button'

type Props = {
  /** The heading's id: the form is named by its heading. */
  headingId: string
  title: string
  /** The heading's level where the form stands in the page's outline. */
  headingLevel: 3 | 5
  /** The row's columns from `sm` up, the button's last: 'sm:grid-cols-[1fr_1fr_auto]'. */
  columns: string
  /** Inside a card's own box (a battle's participants) the form is set closer to its edge. */
  compact?: boolean
  /** The button's icon, before 'Toevoegen'. */
  icon: ReactNode
  submitting: boolean
  onSubmit: FormEventHandler<HTMLFormElement>
  /** The fields, in the row before the button. */
  children: ReactNode
}

/**
 * A small form that adds one thing to the list it stands under (a collection, a battle's participant):
 * a heading, its fields in one row on a wider screen, and 'Toevoegen'. Validation is the form's own,
 * shown by its fields and a toast (noValidate).
 */
export function InlineAddForm({ headingId, title, headingLevel, columns, compact = false, icon, submitting, onSubmit, children }: Props) {
  const Heading = headingLevel === 3 ? 'h3' : 'h5'
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={headingId}
      aria-busy={submitting || undefined}
      className={cn('grid gap-3 rounded-[var(--radius)] bg-muted/50', compact ? 'p-3' : 'p-4')}
    >
      <Heading id={headingId} className="text-sm font-semibold">
        {title}
      </Heading>
      <div className={cn('grid gap-3 sm:items-start', columns)}>
        {children}
        <Button type="submit" disabled={submitting} className="sm:mt-5.5">
          {icon}
          {submitting ? 'Toevoegen...' : 'Toevoegen'}
        </Button>
      </div>
    </form>
  )
}
