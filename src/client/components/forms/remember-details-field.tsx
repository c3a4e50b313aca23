import { useRef } from 'react'
import { Button } from '../ui/button'

type Props = {
  /** The checkbox's id; its hint gets `${id}-hint`. */
  id: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  /** Details are remembered on this device: 'Vergeet mijn gegevens' is offered. */
  canForget: boolean
  onForget: () => void
  /** 'Vergeet mijn gegevens' was tapped: said in a status line. */
  forgotten: boolean
}

/**
 * 'Onthoud mijn gegevens' (decision 054): a checkbox, off unless details are remembered, that keeps
 * the buyer's details in this browser for next time, and 'Vergeet mijn gegevens', which wipes them in
 * one tap. The checkout and the Pack Battle spot choice both show it; the form keeps the state.
 */
export function RememberDetailsField({ id, checked, onCheckedChange, canForget, onForget, forgotten }: Props) {
  const checkbox = useRef<HTMLInputElement>(null)
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
        <input
          ref={checkbox}
          id={id}
          type="checkbox"
          checked={checked}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onCheckedChange(event.target.checked)}
          className="size-5 shrink-0 accent-primary"
        />
        Onthoud mijn gegevens
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Alleen in deze browser op dit apparaat, niet bij ons. Zet dit niet aan op een apparaat dat je met anderen
        deelt.
      </p>
      {canForget && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => {
            onForget()
            // The button goes with what it forgot: focus stays in the form, on the box.
            checkbox.current?.focus()
          }}
        >
          Vergeet mijn gegevens
        </Button>
      )}
      <p role="status" className="text-xs text-muted-foreground empty:hidden">
        {forgotten ? 'Je gegevens zijn van dit apparaat gewist.' : ''}
      </p>
    </div>
  )
}
