import type { ReactNode } from 'react'
import { cn } from '#client/lib/cn'
import { Label } from './label'

/** What the control inside a FormField spreads onto itself, so label, hint and message reach it. */
export type FieldControlProps = {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

type Props = {
  /** The control's id; its message gets `${id}-error` and its hint `${id}-hint`. */
  id: string
  label: string
  error?: string | undefined
  /** A line of help under the control, e.g. what a change means for buyers. */
  hint?: string
  className?: string
  /** Renders the control; spread `control` onto it. */
  children: (control: FieldControlProps) => ReactNode
}

/**
 * A visible label, the control, an optional hint and the validation message underneath. The
 * control is invalid while there is a message and is described by the message, then the hint.
 */
export function FormField({ id, label, error, hint, className, children }: Props) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ')
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
