import { PackageXIcon } from 'lucide-react'
import type { Parcel } from '#shared/contracts/admin-shipments'
import { Button } from '#client/components/ui/button'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog'
import { useSetParcelAside } from '../api/shipping-desk'

type Props = {
  parcel: Parcel
  /** Where focus goes once the parcel has left the list with this button. */
  onGone: () => void
}

/**
 * decision 053, amended: 'Niet versturen' for a parcel a chargeback holds, asked first. The parcel leaves
 * the desk; the cards stay with the seller; should the bank reverse the chargeback, it is back on the
 * desk to be sent. The dialog says so.
 */
export function SetParcelAsideButton({ parcel, onGone }: Props) {
  const setAside = useSetParcelAside()
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" className="text-destructive hover:text-destructive" disabled={setAside.isPending} aria-busy={setAside.isPending || undefined}>
          <PackageXIcon aria-hidden />
          Niet versturen
          <span className="sr-only"> pakket {parcel.reference}</span>
        </Button>
      }
      title="Pakket niet versturen?"
      description={
        <>
          <span className="mb-2 block font-medium break-words text-foreground">
            {parcel.reference} voor {parcel.tiktokUsername}
          </span>
          De bank heeft de betaling teruggeboekt. Het pakket verdwijnt van Te versturen en de kaarten blijven bij jou.
          Draait de bank de terugboeking terug, dan staat het pakket hier weer, om alsnog te versturen.
        </>
      }
      cancelLabel="Terug"
      confirmLabel="Niet versturen"
      onConfirm={() => setAside.mutateAsync(parcel)}
      onTriggerGone={onGone}
    />
  )
}
