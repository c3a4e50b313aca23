import { MailIcon } from 'lucide-react'
import type { AdminOrder, AdminOrderEmail } from '#shared/contracts/admin-orders'
import { formatInShopTime } from '#shared/domain/shop-time'
import { Button } from '#client/components/ui/button'
import { cn } from '#client/lib/cn'
import { useResendConfirmation } from '../api/admin-orders'
import { latestPerKind } from '../order-mail-state'

const kindLabel: Record<AdminOrderEmail['kind'], string> = {
  order_confirmation: 'Bevestiging',
  pack_opened: 'Pack geopend',
  order_links: 'Bestellinks',
  parcel_shipped: 'Pakket verzonden',
  order_cancelled: 'Annulering',
  refund_started: 'Terugbetaling',
  battle_won: 'Battle gewonnen',
  withdrawal_received: 'Herroeping ontvangen',
  withdrawal_refused: 'Herroeping afgewezen',
}

const statusLabel: Record<AdminOrderEmail['status'], string> = {
  pending: 'wacht op verzending',
  sending: 'wordt verstuurd',
  sent: 'verstuurd',
  // Held: no mail server sent it yet; it goes out once one does (decision 038).
  kept: 'niet verzonden',
  failed: 'mislukt',
}

/**
 * The e-mails of the order's payment (the buyer's confirmation, 'Je pack is geopend') and whether
 * they went out, with 'Bevestiging opnieuw versturen' for a paid order with a buyer's address; under the
 * order's 'Details' (decision 041).
 */
export function OrderEmails({ order, dimmed = false }: { order: AdminOrder; dimmed?: boolean }) {
  const resend = useResendConfirmation()
  const paid = order.status === 'pending' || order.status === 'completed'
  const canResend = paid && order.email !== ''
  if (!canResend && order.emails.length === 0) return null
  return (
    <div className={cn('grid justify-items-start gap-2 text-sm', !dimmed && 'text-muted-foreground')}>
      <div className="flex items-start gap-2">
        <MailIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span className="sr-only">E-mails: </span>
        {order.emails.length === 0 ? (
          <span>Nog geen e-mail</span>
        ) : (
          <ul className="flex min-w-0 flex-wrap gap-x-3 gap-y-1">
            {latestPerKind(order.emails).map((email) => (
              <li key={email.kind} className={cn(email.status === 'failed' && 'font-medium text-destructive')}>
                {kindLabel[email.kind]}: {statusLabel[email.status]}
                {email.sentAt && (
                  <>
                    {' '}
                    <time dateTime={email.sentAt}>{formatInShopTime(email.sentAt, 'numeric')}</time>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      {canResend && (
        <Button
          size="sm"
          variant="outline"
          busy={resend.isPending}
          onClick={() => resend.mutate(order.id)}
        >
          Bevestiging opnieuw versturen
          <span className="sr-only">
            : {order.productName} × {order.quantity} voor {order.tiktokUsername}
          </span>
        </Button>
      )}
    </div>
  )
}
