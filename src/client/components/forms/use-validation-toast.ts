import { useEffect, useRef } from 'react'
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form'
import { firstErrorMessage } from '#client/lib/first-error-message'
import { messages } from '#client/lib/messages'
import { dismissToast, toast } from '../ui/use-toast'

type Shown = { id: number; field: string; message: string }

/**
 * product.md 5: a failed submit toasts 'Formulier validatie fout' with the first message, in the order
 * the form shows its fields. Decision 042: the toast goes as soon as what it says is no longer true,
 * when the field it named is corrected (its own message under the field goes with it), rather than
 * name a filled-in field for five seconds. Returns handleSubmit's second callback.
 */
export function useValidationToast<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'subscribe'>,
  fieldOrder: readonly (keyof T & string)[],
): (errors: FieldErrors<T>) => void {
  const shown = useRef<Shown | undefined>(undefined)

  useEffect(
    () =>
      form.subscribe({
        formState: { errors: true },
        callback: ({ errors }) => {
          const toastShown = shown.current
          if (!toastShown || errors?.[toastShown.field]?.message === toastShown.message) return
          dismissToast(toastShown.id)
          shown.current = undefined
        },
      }),
    [form],
  )

  return (errors) => {
    const message = firstErrorMessage(errors, fieldOrder)
    const field = fieldOrder.find((name) => errors[name]?.message === message)
    const id = toast({ variant: 'destructive', title: messages.formInvalid, description: message })
    shown.current = message && field ? { id, field, message } : undefined
  }
}
