import type { HeldOrder } from '#shared/contracts/shipping'
import { heldOrderNote } from '../shipping-format'
import { ProductQuantity } from '#client/components/ui/product-quantity'

type Props = {
  held: readonly HeldOrder[]
  unticked: ReadonlySet<number>
  onToggle: (orderId: number, ticked: boolean) => void
  disabled?: boolean
}

/**
 * The choice of held orders to ship (product.md 2.13): one checkbox per order, named by its product,
 * described by until when it is kept and whether its pack is still to be opened.
 */
export function HeldOrdersList({ held, unticked, onToggle, disabled }: Props) {
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-base font-semibold">Welke bestellingen wil je laten verzenden?</legend>
      <ul className="grid gap-2">
        {held.map((order) => {
          const id = `shipping-order-${order.orderId}`
          return (
            <li
              key={order.orderId}
              className="flex items-start gap-3 rounded-[var(--radius)] border border-input bg-card px-3 py-2.5 has-[:checked]:border-primary has-[:checked]:bg-accent"
            >
              <input
                id={id}
                type="checkbox"
                checked={!unticked.has(order.orderId)}
                onChange={(event) => onToggle(order.orderId, event.target.checked)}
                aria-describedby={`${id}-note`}
                className="mt-0.5 size-5 shrink-0 accent-primary"
              />
              <div className="grid min-w-0 gap-0.5">
                <label htmlFor={id} className="-mt-2.5 flex min-h-11 cursor-pointer items-center text-sm font-medium [overflow-wrap:anywhere]">
                  <ProductQuantity name={order.productName} quantity={order.quantity} quantityClassName="text-muted-foreground" />
                </label>
                <p id={`${id}-note`} className="text-sm text-muted-foreground">
                  {heldOrderNote(order).map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </p>
              </div>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
