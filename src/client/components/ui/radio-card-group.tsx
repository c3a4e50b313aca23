import type { UseFormRegisterReturn } from 'react-hook-form'
import { cn } from '#client/lib/cn'

export type RadioOption = { value: string; label: string; hint?: string }

type Props = {
  id: string
  legend: string
  options: readonly RadioOption[]
  registration: UseFormRegisterReturn
  error?: string
}

/**
 * A group of radio cards with a visible legend and labels, each with an optional hint beside it: the
 * checkout's country and shipping method, the shipping request's country with its fee. The whole card
 * is the radio's label, so a tap anywhere on it, the price included, chooses it (decision 042); the
 * radio is named by its label alone and described by the hint.
 */
export function RadioCardGroup({ id, legend, options, registration, error }: Props) {
  const errorId = `${id}-error`
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
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
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-[var(--radius)] border border-input bg-card px-3 py-2.5',
              'has-[:checked]:border-primary has-[:checked]:bg-accent',
            )}
          >
            <input
              id={optionId}
              type="radio"
              value={option.value}
              aria-labelledby={labelId}
              aria-describedby={option.hint ? hintId : undefined}
              className="size-4 shrink-0 accent-primary"
              {...registration}
            />
            <span id={labelId} className="flex-1 text-sm font-medium">
              {option.label}
            </span>
            {option.hint && (
              <span id={hintId} className="text-sm text-muted-foreground">
                {option.hint}
              </span>
            )}
          </label>
        )
      })}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  )
}
