import { MailIcon } from 'lucide-react'
import type { AdminOrder, AdminOrderEmail } from '#shared/contracts/admin-orders'
import { Button } from '#client/components/ui/button'
import { cn } from '#client/lib/cn'
import { useResendConfirmation } from '../api/admin-orders'
import { formatOrderTime } from '../order-format'

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

/** The last message of each kind: whether the buyer's e-mails went out. */
function latestPerKind(emails: AdminOrderEmail[]): AdminOrderEmail[] {
  const latest = new Map<AdminOrderEmail['kind'], AdminOrderEmail>()
  for (const email of emails) latest.set(email.kind, email)
  return [...latest.values()]
}

/**
 * The e-mails of the order's payment (the buyer's confirmation, 'Je pack is geopend') and whether
 * they went out, with 'Bevestiging opnieuw versturen' for a paid order with a buyer's address.
 */
export function OrderEmails({ order, dimmed = false }: { order: AdminOrder; dimmed?: boolean }) {
  const resend = useResendConfirmation()
  const paid = order.status === 'pending' || order.status === 'completed'
  const canResend = paid && order.email !== ''
  if (!canResend && order.emails.length === 0) return null
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-sm', !dimmed && 'text-muted-foreground')}>
      <MailIcon aria-hidden className="size-4" />
      <span className="sr-only">E-mails: </span>
      {order.emails.length === 0 ? (
        <span>Nog geen e-mail</span>
      ) : (
        <ul className="flex flex-wrap gap-x-3 gap-y-1">
          {latestPerKind(order.emails).map((email) => (
            <li key={email.kind} className={cn(email.status === 'failed' && 'font-medium text-destructive')}>
              {kindLabel[email.kind]}: {statusLabel[email.status]}
              {email.sentAt && (
                <>
                  {' '}
                  <time dateTime={email.sentAt}>{formatOrderTime(email.sentAt)}</time>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {canResend && (
        <Button
          size="sm"
          variant="outline"
          disabled={resend.isPending}
          aria-busy={resend.isPending || undefined}
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
