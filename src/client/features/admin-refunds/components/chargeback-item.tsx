import { ShieldAlertIcon } from 'lucide-react'
import type { Chargeback } from '#shared/contracts/admin-refunds'
import { formatEuro } from '#shared/domain/money'
import { cn } from '#client/lib/cn'
import { chargebackOrdersText, chargebackPartText, chargebackReasonText, chargedBackOnText, reversedOnText } from '../chargeback-format'

/**
 * One chargeback (decision 052): the buyer, what the payment was for, the amount the bank took back
 * (and of how much, when it took a part, with what the shop owes back of the orders it took back), when, the bank's reason, and when it was reversed. A reversed one is dimmed: the money came back.
 */
export function ChargebackItem({ chargeback }: { chargeback: Chargeback }) {
  const nameId = `chargeback-${chargeback.id}-name`
  const reversed = reversedOnText(chargeback)
  const part = chargebackPartText(chargeback)
  const ordersText = chargebackOrdersText(chargeback)
  return (
    <article
      aria-labelledby={nameId}
      className={cn('grid gap-2 rounded-[var(--radius)] border bg-card p-3 text-sm', reversed ? 'border-border' : 'border-destructive')}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={nameId} className="text-base font-semibold break-words">
            {chargeback.tiktokUsername}
          </h3>
          <p className="break-words text-muted-foreground">
            <span className="sr-only">E-mail: </span>
            {chargeback.email || 'Geen e-mailadres'}
          </p>
        </div>
        <p className={cn('shrink-0 text-base font-bold tabular-nums', reversed && 'text-muted-foreground line-through')}>
          <span className="sr-only">Teruggeboekt bedrag: </span>
          {formatEuro(chargeback.amountCents)}
        </p>
      </div>
      {part && <p className="font-medium break-words">Deel teruggeboekt: {part}</p>}
      <p className="break-words">{chargeback.description}</p>
      {ordersText && <p className="break-words">{ordersText}</p>}
      <p className="flex gap-2 text-muted-foreground">
        <ShieldAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0 break-words">
          <time dateTime={chargeback.chargedBackAt} className="whitespace-nowrap">{chargedBackOnText(chargeback)}</time>
          {' · '}
          {chargebackReasonText(chargeback.reason)}
        </span>
      </p>
      {reversed && chargeback.reversedAt && (
        <p className="font-medium text-emerald-800">
          <time dateTime={chargeback.reversedAt}>{reversed}</time>
        </p>
      )}
    </article>
  )
}
