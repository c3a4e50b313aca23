import { ChevronDownIcon, FileTextIcon } from 'lucide-react'
import { Collapsible } from 'radix-ui'
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import type { AdminOrder } from '#shared/contracts/admin-orders'
import { formatEuro } from '#shared/domain/money'
import { formatInShopTime } from '#shared/domain/shop-time'
import { Button } from '#client/components/ui/button'
import { cn } from '#client/lib/cn'
import { earnedPoints, orderTitle, pointsLabel } from '../order-format'
import { hasFailedEmail } from '../order-mail-state'
import { openingLine } from '../order-opening'
import { OrderEmails } from './order-emails'
import { OrderShippingStatus } from './order-shipping-status'
import { OrderStatusBadge } from './order-status-badge'
import { ShippingDetails } from './shipping-details'
import { WithdrawalFlag } from './withdrawal-flag'

type Props = {
  order: AdminOrder
  /** Off inside a buyer's group, whose heading already names the buyer. */
  showUsername?: boolean
  /** Completed orders in the queue view are dimmed (product.md 2.11). */
  dimmed?: boolean
  /** A button for this order, e.g. 'Afronden'. */
  action?: ReactNode
}

/**
 * One order, compact (decision 041): product × quantity (or the Pack Battle spot), buyer, total, points and
 * time, and its buttons; what the seller needs now and then (where its cards are, decision 022; the shipping
 * method and address; its moment on stream, decision 060; its e-mails and 'Bevestiging opnieuw versturen';
 * its evidence pack for a dispute, decision 063) opens under 'Details'. A failed
 * e-mail says so on the card itself, and so does a withdrawal waiting for the seller (decision 055).
 */
export function OrderSummary({ order, showUsername = true, dimmed = false, action }: Props) {
  const secondary = dimmed ? undefined : 'text-muted-foreground'
  const title = orderTitle(order)
  const titleId = useId()
  const points = earnedPoints(order)
  const opening = openingLine(order)
  return (
    <Collapsible.Root
      className={cn('grid gap-2 rounded-[var(--radius)] border border-border bg-card p-3', dimmed && 'opacity-75')}
    >
      {/* On a phone the buttons take a line under the title; from sm up they stand beside it. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
        <div className="grid min-w-0 justify-items-start gap-0.5">
          <p id={titleId} className="font-semibold">
            {title ?? <span className="text-destructive">Product niet gevonden</span>}
            {/* A spot is one place in one battle: no quantity to tell. */}
            {!order.battleSpot && (
              <>
                {' '}
                <span className={cn('font-normal whitespace-nowrap', secondary)}>× {order.quantity}</span>
              </>
            )}
          </p>
          {showUsername && <p className="text-sm font-medium">{order.tiktokUsername}</p>}
          <p className={cn('text-sm', secondary)}>
            <span className="font-medium text-foreground">{formatEuro(order.totalCents)}</span>
            {' · '}
            {points !== undefined && `${pointsLabel(points)} · `}
            <time dateTime={order.createdAt}>{formatInShopTime(order.createdAt, 'numericWithoutYear')}</time>
            {hasFailedEmail(order) && (
              <>
                {' · '}
                <span className="font-medium text-destructive">e-mail mislukt</span>
              </>
            )}
          </p>
          <OrderStatusBadge order={order} />
          {/* Before 'Afronden', which follows it on a phone and stands beside it from sm up. */}
          <WithdrawalFlag order={order} className="mt-1 justify-self-stretch" />
        </div>
        {/* Into the card's padding at the top right: the title keeps as much of the width as it can. */}
        <Collapsible.Trigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Details"
            aria-describedby={titleId}
            className="group -mt-2 -mr-2 sm:col-start-3 sm:row-start-1"
          >
            <ChevronDownIcon aria-hidden className="transition-transform group-data-[state=open]:rotate-180" />
          </Button>
        </Collapsible.Trigger>
        {action && (
          <div className="col-span-2 flex flex-wrap justify-end gap-2 sm:col-span-1 sm:col-start-2 sm:row-start-1 sm:self-center">
            {action}
          </div>
        )}
      </div>
      <Collapsible.Content className="grid gap-2 border-t border-border pt-2">
        <p className={cn('text-sm', secondary)}>
          Besteld op <time dateTime={order.createdAt}>{formatInShopTime(order.createdAt, 'numeric')}</time>
        </p>
        {opening && <p className={cn('text-sm', secondary)}>{opening}</p>}
        {order.shipping && <OrderShippingStatus shipping={order.shipping} dimmed={dimmed} />}
        <ShippingDetails order={order} dimmed={dimmed} />
        <OrderEmails order={order} dimmed={dimmed} />
        {/* decision 063: everything a payment provider's dispute asks for, on one page and in one file. */}
        <Link
          to={`/admin/orders?dossier=${order.id}`}
          aria-describedby={titleId}
          className="inline-flex min-h-11 w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <FileTextIcon aria-hidden className="size-4" />
          Bewijsdossier voor een geschil
        </Link>
      </Collapsible.Content>
    </Collapsible.Root>
  )
}
