import type { ReactNode } from 'react'
import { Label } from '../../../components/ui/label'
import { cn } from '../../../lib/cn'

type Props = {
  /** The control's id. Its message gets `${id}-error` and its hint `${id}-hint`; see fieldDescription. */
  id: string
  label: string
  error?: string | undefined
  hint?: string
  className?: string
  children: ReactNode
}

/** The control's aria props for FormField: invalid when there is a message, described by message and hint. */
export function fieldDescription(id: string, error: string | undefined, hint?: string) {
  const ids = [error ? `${id}-error` : undefined, hint ? `${id}-hint` : undefined].filter(Boolean)
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids.join(' ') || undefined }
}

/** A visible label, the control, an optional hint and the validation message underneath (SPEC 5). */
export function FormField({ id, label, error, hint, className, children }: Props) {
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
