import type { FieldErrors, FieldValues } from 'react-hook-form'
import { toast } from '#client/components/ui/use-toast'
import { messages } from './messages'

/**
 * product.md 5: a failed validation toasts the first message, "first" being the order of the fields on
 * screen rather than the order the resolver reported them in.
 */
export function firstErrorMessage<T extends FieldValues>(
  errors: FieldErrors<T>,
  fieldOrder: readonly (keyof T & string)[],
): string | undefined {
  for (const name of fieldOrder) {
    const message = errors[name]?.message
    if (typeof message === 'string' && message) return message
  }
  return undefined
}

/** A form's failed submit (handleSubmit's second callback): the validation toast with the first message. */
export function toastFirstError<T extends FieldValues>(errors: FieldErrors<T>, fieldOrder: readonly (keyof T & string)[]): void {
  toast({ variant: 'destructive', title: messages.formInvalid, description: firstErrorMessage(errors, fieldOrder) })
}
