import type { UseFormRegisterReturn } from 'react-hook-form'
import { cn } from '#client/lib/cn'

export type RadioOption = {
  value: string
  label: string
  hint?: string
  /** Shown as a warning (the hint then says what choosing this risks). */
  warning?: boolean
}

type Props = {
  id: string
  legend: string
  options: readonly RadioOption[]
  registration: UseFormRegisterReturn
  error?: string
  /** The hint under the label rather than beside it: for a sentence, not a price. */
  hintBelow?: boolean
  /** The choice is shown but fixed; `note` says why. */
  disabled?: boolean
  note?: string
}

/**
 * A group of radio cards with a visible legend and labels, each with an optional hint beside it: the
 * checkout's country and shipping method, the shipping request's country with its fee. The whole card
 * is the radio's label, so a tap anywhere on it, the price included, chooses it (decision 042); the
 * radio is named by its label alone and described by the hint.
 */
export function RadioCardGroup({ id, legend, options, registration, error, hintBelow = false, disabled = false, note }: Props) {
  const errorId = `${id}-error`
  const noteId = `${id}-note`
  const describedBy = [note && noteId, error && errorId].filter(Boolean).join(' ')
  return (
    <fieldset className="grid gap-2" disabled={disabled} aria-describedby={describedBy || undefined}>
      <legend className="mb-2 text-sm leading-none font-medium">{legend}</legend>
      {options.map((option) => {
        const optionId = `${id}-${option.value}`
        const labelId = `${optionId}-label`
        const hintId = `${optionId}-hint`
        return (
          <label
            key={option.value}
            htmlFor={optionId}
            className={cn(
              'flex min-h-11 cursor-pointer gap-3 rounded-[var(--radius)] border border-input bg-card px-3 py-2.5',
              hintBelow ? 'flex-wrap items-start' : 'items-center',
              disabled && 'cursor-not-allowed opacity-80',
              'has-[:checked]:border-primary has-[:checked]:bg-accent',
            )}
          >
            <input
              id={optionId}
              type="radio"
              value={option.value}
              aria-labelledby={labelId}
              aria-describedby={option.hint ? hintId : undefined}
              className={cn('size-4 shrink-0 accent-primary', hintBelow && 'mt-0.5')}
              {...registration}
            />
            <span id={labelId} className="flex-1 text-sm font-medium">
              {option.label}
            </span>
            {option.hint && (
              <span
                id={hintId}
                className={cn(
                  'text-sm',
                  hintBelow && 'basis-full pl-7',
                  option.warning ? 'font-medium text-destructive' : 'text-muted-foreground',
                )}
              >
                {option.hint}
              </span>
            )}
          </label>
        )
      })}
      {note && (
        <p id={noteId} className="text-sm text-muted-foreground">
          {note}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  )
}
