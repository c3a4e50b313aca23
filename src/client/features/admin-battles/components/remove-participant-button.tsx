import { Trash2Icon } from 'lucide-react'
import type { Participant } from '#shared/contracts/battles'
import { Button } from '#client/components/ui/button'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog'
import { useRemoveParticipant } from '../api/participant-mutations'
import { shopRemovalWarning } from '../refund-format'

type Props = {
  participant: Participant
  describedBy: string
  /** The battle's price per spot: what a participant who paid in the shop gets back. */
  pricePerSpot: string
}

/**
 * Frees the participant's spot. A participant added by hand is undone by adding them again, so it
 * does not ask first. Decision 023: one who paid in the shop is removed only once the seller confirms
 * that the amount is owed back (recorded as a refund); a hold asks too, since a buyer is paying for it.
 */
export function RemoveParticipantButton({ participant, describedBy, pricePerSpot }: Props) {
  const remove = useRemoveParticipant()
  const button = (onClick?: () => void) => (
    <Button
      variant="ghost"
      size="icon"
      className="size-8 text-muted-foreground hover:text-destructive"
      aria-label="Verwijderen"
      aria-describedby={describedBy}
      disabled={remove.isPending}
      onClick={onClick}
    >
      <Trash2Icon aria-hidden />
    </Button>
  )

  if (participant.reserved) {
    return (
      <ConfirmDialog
        trigger={button()}
        title={`Reservering van plek ${participant.spotNumber} verwijderen?`}
        description="Iemand betaalt deze plek nu in de winkel. Verwijderen maakt de plek meteen vrij; komt de betaling daarna toch binnen, dan staat die onder Terugbetalingen."
        confirmLabel="Verwijderen"
        onConfirm={() => remove.mutateAsync({ participant })}
      />
    )
  }
  if (participant.paidVia === 'shop' && participant.isPaid) {
    return (
      <ConfirmDialog
        trigger={button()}
        title={`${participant.name} van plek ${participant.spotNumber} verwijderen?`}
        description={shopRemovalWarning(pricePerSpot)}
        confirmLabel="Verwijderen"
        onConfirm={() => remove.mutateAsync({ participant, confirmRefund: true })}
      />
    )
  }
  return button(() => remove.mutate({ participant }))
}
