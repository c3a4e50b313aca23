import type { ComponentProps } from 'react'
import { Input } from '../../../components/ui/input'
import { Label } from '../../../components/ui/label'

type Props = ComponentProps<'input'> & { id: string; label: string; error?: string }

/** A labelled text field with its validation message underneath (SPEC 5). */
export function CheckoutTextField({ id, label, error, className, ...inputProps }: Props) {
  const errorId = `${id}-error`
  return (
    <div className={className ? `grid content-start gap-1.5 ${className}` : 'grid content-start gap-1.5'}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}
