import { CheckIcon, ClockIcon } from 'lucide-react'
import type { Participant } from '#shared/contracts/battles'
import { cn } from '#client/lib/cn'
import { useSetParticipantPaid } from '../api/participant-mutations'

type Props = {
  participant: Participant
  /** The id of the participant's name, so the button says whose status it toggles. */
  describedBy: string
}

/**
 * product.md 2.12: the status badge is the switch. A toggle button (aria-pressed = paid) whose name is
 * the status it shows, 'Betaald' or 'Wachtend', as on home.
 */
export function PaidToggle({ participant, describedBy }: Props) {
  const setPaid = useSetParticipantPaid()
  const { isPaid } = participant
  return (
    <button
      type="button"
      aria-pressed={isPaid}
      aria-describedby={describedBy}
      title={isPaid ? 'Markeer als wachtend' : 'Markeer als betaald'}
      disabled={setPaid.isPending}
      onClick={() => setPaid.mutate({ id: participant.id, isPaid: !isPaid })}
      className={cn(
        'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        'cursor-pointer transition-colors disabled:cursor-wait disabled:opacity-60 [&_svg]:size-3.5 max-sm:[&_svg]:hidden',
        isPaid
          ? 'border-transparent bg-emerald-100 text-emerald-900 hover:bg-emerald-200'
          : 'border-border bg-card text-foreground hover:bg-muted',
      )}
    >
      {isPaid ? <CheckIcon aria-hidden /> : <ClockIcon aria-hidden />}
      {isPaid ? 'Betaald' : 'Wachtend'}
    </button>
  )
}
