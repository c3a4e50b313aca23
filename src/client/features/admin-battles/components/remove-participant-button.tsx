import { Trash2Icon } from 'lucide-react'
import type { Participant } from '#shared/contracts/battles'
import { Button } from '#client/components/ui/button'
import { useRemoveParticipant } from '../api/participant-mutations'

type Props = { participant: Participant; describedBy: string }

/** Frees the participant's spot; undone by adding them again, so it does not ask first. */
export function RemoveParticipantButton({ participant, describedBy }: Props) {
  const remove = useRemoveParticipant()
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8 text-muted-foreground hover:text-destructive"
      aria-label="Verwijderen"
      aria-describedby={describedBy}
      disabled={remove.isPending}
      onClick={() => remove.mutate(participant)}
    >
      <Trash2Icon aria-hidden />
    </Button>
  )
}
