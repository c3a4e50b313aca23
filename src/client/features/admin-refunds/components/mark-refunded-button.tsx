import { CheckIcon } from 'lucide-react'
import type { Refund } from '#shared/contracts/admin-refunds'
import { formatEuro } from '#shared/domain/money'
import { Button } from '#client/components/ui/button'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog'
import { useMarkRefunded } from '../api/refunds'

type Props = {
  refund: Refund
  /** The buyer's name on the card and the line that says why, so the button says whose refund it ticks off. */
  describedBy: string
  /** Where focus goes once the refund has left its list. */
  onGone: () => void
}

/**
 * decision 028: a refund whose payment the provider does not know (refundable false) the seller pays
 * back herself, by bank say, and then ticks off here. Ticking off cannot be undone, so it asks first.
 */
export function MarkRefundedButton({ refund, describedBy, onGone }: Props) {
  const markRefunded = useMarkRefunded()
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" aria-describedby={describedBy} disabled={markRefunded.isPending}>
          <CheckIcon aria-hidden />
          Zelf terugbetaald
        </Button>
      }
      title="Terugbetaling afvinken?"
      description={`Vink dit alleen af als je ${formatEuro(refund.remainingCents)} zelf aan ${refund.tiktokUsername} hebt terugbetaald. Afvinken kan niet ongedaan worden gemaakt.`}
      confirmLabel="Afvinken"
      cancelLabel="Terug"
      confirmVariant="default"
      onConfirm={() => markRefunded.mutateAsync(refund)}
      onTriggerGone={onGone}
    />
  )
}
