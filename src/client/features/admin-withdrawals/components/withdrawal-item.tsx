import type { AdminWithdrawal } from '#shared/contracts/withdrawals'
import { formatInShopTime } from '#shared/domain/shop-time'
import { Badge } from '#client/components/ui/badge'
import { Button } from '#client/components/ui/button'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog'
import { useGrantWithdrawal } from '../api/withdrawals'
import { decisionText, grantText, orderLine, orderStateText } from '../withdrawal-format'
import { RefuseWithdrawalDialog } from './refuse-withdrawal-dialog'

/** decision 039: one statement: who, when, which order, and per order its state and the seller's decision. */
export function WithdrawalItem({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const grant = useGrantWithdrawal()
  const titleId = `withdrawal-${withdrawal.id}-title`
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-[var(--radius)] border border-border bg-card p-4 text-sm shadow-sm">
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={titleId} className="text-base font-semibold break-words">
          {withdrawal.name}
        </h3>
        <p className="text-muted-foreground">Ontvangen {formatInShopTime(withdrawal.submittedAt, 'moment')}</p>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">Bestelnummer</dt>
        <dd className="font-mono">{withdrawal.orderNumber}</dd>
        <dt className="text-muted-foreground">E-mailadres</dt>
        <dd>{withdrawal.email}</dd>
        {withdrawal.tiktokUsername && (
          <>
            <dt className="text-muted-foreground">TikTok</dt>
            <dd>{withdrawal.tiktokUsername}</dd>
          </>
        )}
        <dt className="text-muted-foreground">Via</dt>
        <dd>{withdrawal.via === 'order_page' ? 'Bestelpagina' : 'Formulier (e-mailadres en bestelnummer)'}</dd>
      </dl>
      {!withdrawal.matched ? (
        <p className="rounded-[var(--radius)] bg-accent p-3 text-accent-foreground">
          Geen betaalde bestelling met dit bestelnummer bij dit e-mailadres. De koper kreeg geen bevestiging; neem zelf
          contact op als je de bestelling herkent.
        </p>
      ) : (
        <ul className="grid gap-3" aria-label={`Bestellingen van ${withdrawal.name}`}>
          {withdrawal.orders.map((order) => {
            const decided = decisionText(order)
            return (
              <li key={order.orderId} className="grid gap-2 border-t border-border pt-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium break-words">{orderLine(order)}</span>
                  <Badge variant="secondary">{orderStateText(order.status)}</Badge>
                </div>
                {decided ? (
                  <p className={order.decision === 'granted' ? 'text-foreground' : 'text-muted-foreground'}>
                    {decided}
                    {order.refusalReason ? `: ${order.refusalReason}` : ''}
                  </p>
                ) : (
                  <div className="flex flex-wrap gap-3">
                    <ConfirmDialog
                      trigger={
                        <Button busy={grant.isPending}>
                          Toekennen<span className="sr-only">: {orderLine(order)}</span>
                        </Button>
                      }
                      title="Herroeping toekennen?"
                      description={grantText(withdrawal, order)}
                      cancelLabel="Terug"
                      confirmLabel="Toekennen"
                      confirmVariant="default"
                      onConfirm={() => grant.mutateAsync({ withdrawal, orderId: order.orderId })}
                    />
                    <RefuseWithdrawalDialog withdrawal={withdrawal} order={order} />
                  </div>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </article>
  )
}
