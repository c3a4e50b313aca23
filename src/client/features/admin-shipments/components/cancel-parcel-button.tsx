import type { Parcel } from '#shared/contracts/admin-shipments'
import { formatEuro } from '#shared/domain/money'
import { CancelTrigger } from '#client/components/ui/cancel-trigger'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog'
import { useCancelParcel } from '../api/shipping-desk'

type Props = {
  parcel: Parcel
  /** Where focus goes once the parcel has left the list with this button. */
  onGone: () => void
}

/**
 * decision 036: 'Annuleren' for a paid shipping request not yet sent, quieter than 'Verzonden' and
 * asked first: the buyer is mailed at once and it cannot be undone. The dialog says what follows.
 */
export function CancelParcelButton({ parcel, onGone }: Props) {
  const cancel = useCancelParcel()
  return (
    <ConfirmDialog
      trigger={<CancelTrigger busy={cancel.isPending} what={` verzending ${parcel.reference}`} />}
      title="Verzending annuleren?"
      description={
        <>
          <span className="mb-2 block font-medium break-words text-foreground">
            {parcel.reference} voor {parcel.tiktokUsername}
          </span>
          Het pakket wordt niet verzonden. De verzendkosten ({formatEuro(parcel.shippingPaidCents)}) komen bij
          Terugbetalingen en {parcel.tiktokUsername} krijgt een e-mail. De kaarten blijven bewaard: de koper kan opnieuw
          verzending aanvragen. Dit kan niet ongedaan worden gemaakt.
        </>
      }
      cancelLabel="Terug"
      confirmLabel="Verzending annuleren"
      onConfirm={() => cancel.mutateAsync(parcel)}
      onTriggerGone={onGone}
    />
  )
}
