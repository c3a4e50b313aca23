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
 * checkout's country and shipping method, the shipping request's country with its fee.
 */
export function RadioCardGroup({ id, legend, options, registration, error }: Props) {
  const errorId = `${id}-error`
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm leading-none font-medium">{legend}</legend>
      {options.map((option) => {
        const optionId = `${id}-${option.value}`
        const hintId = `${optionId}-hint`
        return (
          <div
            key={option.value}
            className={cn(
              'flex items-center gap-3 rounded-[var(--radius)] border border-input bg-card px-3 py-2.5',
              'has-[:checked]:border-primary has-[:checked]:bg-accent',
            )}
          >
            <input
              id={optionId}
              type="radio"
              value={option.value}
              aria-describedby={option.hint ? hintId : undefined}
              className="size-4 accent-primary"
              {...registration}
            />
            <label htmlFor={optionId} className="flex-1 cursor-pointer text-sm font-medium">
              {option.label}
            </label>
            {option.hint && (
              <span id={hintId} className="text-sm text-muted-foreground">
                {option.hint}
              </span>
            )}
          </div>
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
