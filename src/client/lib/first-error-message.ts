import type { FieldErrors, FieldValues } from 'react-hook-form'

/**
 * SPEC 5: a failed validation toasts the first message, "first" being the order of the fields on
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
