import { cn } from '#client/lib/cn'

/**
 * A product and how many, as every list of orders shows it: 'Booster Pack – Nachtvlam × 2', the
 * quantity quieter. One inline run in a span of its own, so that a parent laid out as flex or grid
 * (a checkbox's label) cannot make the name and '× 2' two items and drop the space between them.
 */
export function ProductQuantity({ name, quantity, quantityClassName }: { name: string; quantity: number; quantityClassName?: string }) {
  return (
    <span className="min-w-0 [overflow-wrap:anywhere]">
      {name} <span className={cn('font-normal whitespace-nowrap', quantityClassName)}>× {quantity}</span>
    </span>
  )
}
