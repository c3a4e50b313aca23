import type { Participant } from '#shared/contracts/battles'
import { cn } from '#client/lib/cn'

type Props = {
  /** The radio group's name, unique per battle. */
  name: string
  /** Paid participants, by spot number. */
  candidates: readonly Participant[]
  value: number | undefined
  onChange: (participantId: number) => void
  disabled?: boolean
}

/** The winner as a radio group: a fieldset with a legend, one labelled radio per paid participant. */
export function WinnerChoice({ name, candidates, value, onChange, disabled }: Props) {
  if (candidates.length === 0) {
    return (
      <p role="status" className="rounded-md bg-muted p-3 text-sm">
        Er zijn nog geen betaalde deelnemers. Markeer eerst een betaling als &lsquo;Betaald&rsquo;.
      </p>
    )
  }
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">Winnaar</legend>
      {candidates.map((candidate) => {
        const id = `${name}-${candidate.id}`
        return (
          <label
            key={candidate.id}
            htmlFor={id}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-3 rounded-[var(--radius)] border border-input bg-card px-3 py-2 text-sm',
              'has-[:checked]:border-primary has-[:checked]:bg-accent',
            )}
          >
            {/* The whole row is the radio's label, so a tap anywhere on it chooses (a 44 px target, decision 042). */}
            <input
              id={id}
              type="radio"
              name={name}
              value={candidate.id}
              checked={value === candidate.id}
              onChange={() => onChange(candidate.id)}
              aria-describedby={`${id}-spot`}
              className="size-5 shrink-0 accent-primary"
            />
            {/* Named by the TikTok name alone; the spot is its description. */}
            <span id={`${id}-spot`} aria-hidden className="text-muted-foreground">
              Plek {candidate.spotNumber}
            </span>
            <span className="font-medium">{candidate.name}</span>
          </label>
        )
      })}
    </fieldset>
  )
}
