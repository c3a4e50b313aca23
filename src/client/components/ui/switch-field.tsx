import type { ComponentProps } from 'react'
import { Label } from './label'
import { Switch } from './switch'

type Props = Omit<ComponentProps<typeof Switch>, 'id' | 'aria-describedby'> & {
  /** The switch's id; its hint gets `${id}-hint`, which the switch names in aria-describedby. */
  id: string
  label: string
  /** What turning it on does. */
  hint: string
}

/**
 * An on/off switch with its visible label and a line of help beside it. The switch is 24 px high; its
 * label is at least 44 × 44 px and works it too, so the target is a thumb's (decision 042).
 */
export function SwitchField({ id, label, hint, ...switchProps }: Props) {
  return (
    <div className="flex items-center gap-3">
      <Switch id={id} {...switchProps} aria-describedby={`${id}-hint`} />
      <div className="grid">
        <Label htmlFor={id} className="flex min-h-11 min-w-11 cursor-pointer items-center justify-self-start">
          {label}
        </Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  )
}
