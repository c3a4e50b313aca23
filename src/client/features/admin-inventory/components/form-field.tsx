import type { ReactNode } from 'react'
import { Label } from '../../../components/ui/label'

type Props = {
  /** The control's id; its message gets `${id}-error`, which the control names in aria-describedby. */
  id: string
  label: string
  error: string | undefined
  /** A line of help under the control, as `${id}-hint`; the control names it in aria-describedby. */
  hint?: string
  children: ReactNode
}

/** A visible label, the control, and its validation message underneath (SPEC 5). */
export function FormField({ id, label, error, hint, children }: Props) {
  return (
    <div className="grid content-start gap-1.5">
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
