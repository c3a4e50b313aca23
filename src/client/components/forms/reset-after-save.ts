import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'

/**
 * After an awaited save (and the refresh it may wait for), the form starts again from `next`: the
 * empty form for the next item, or what the server stored. The user may have gone on typing while the
 * save was on its way; a field that no longer holds what was sent keeps what they typed, and stays
 * changed (decision 059). `sent` is the form's own values when it was sent (`getValues()`), not the
 * schema's output. Answers whether anything typed since was kept.
 */
export function resetAfterSave<Values extends FieldValues, Context, Output>(
  form: UseFormReturn<Values, Context, Output>,
  sent: Values,
  next: Values,
): boolean {
  const now = form.getValues()
  const typedSince = (Object.keys(next) as Path<Values>[]).filter((name) => !Object.is(now[name], sent[name]))
  form.reset(next)
  for (const name of typedSince) {
    form.setValue(name, now[name] as PathValue<Values, Path<Values>>, { shouldDirty: true })
  }
  return typedSince.length > 0
}
