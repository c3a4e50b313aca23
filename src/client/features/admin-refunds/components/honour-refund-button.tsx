import { PackageCheckIcon } from 'lucide-react'
import type { Refund } from '#shared/contracts/admin-refunds'
import { Button } from '#client/components/ui/button'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog'
import { useHonourRefund } from '../api/refunds'

type Props = {
  refund: Refund
  /** The buyer's name on the card, so the button says whose payment it keeps. */
  describedBy: string
  /** Where focus goes once the refund has left its list. */
  onGone: () => void
}

/**
 * decision 028: a cart payment that came in after its checkout had lapsed may be kept after all
 * ('Toch leveren'): its orders join the queue and nothing is owed back. Asked first: it cannot be undone.
 */
export function HonourRefundButton({ refund, describedBy, onGone }: Props) {
  const honour = useHonourRefund()
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" aria-describedby={describedBy} disabled={honour.isPending}>
          <PackageCheckIcon aria-hidden />
          Toch leveren
        </Button>
      }
      title="Toch leveren?"
      description={`${refund.description}: de betaling van ${refund.tiktokUsername} kwam te laat binnen. Lever je toch, dan komt de bestelling alsnog in de wachtrij en hoef je niets terug te betalen.`}
      confirmLabel="Toch leveren"
      cancelLabel="Terug"
      confirmVariant="default"
      onConfirm={() => honour.mutateAsync(refund)}
      onTriggerGone={onGone}
    />
  )
}
