import type { FieldErrors, FieldValues } from 'react-hook-form'

/**
 * SPEC 5: a failed validation toasts the first message. "First" is the order the fields appear on
 * screen, not the order the resolver happened to report them in.
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
