import type { DemoPayment } from '#shared/contracts/checkout'
import { formatEuro } from '#shared/domain/money'
import { isSpotOrderName } from '#shared/domain/spot-order'

const shippingLabel: Record<DemoPayment['shippingMethod'], string> = {
  live: 'Live opening',
  postnl: 'PostNL met track & trace',
}

/** What the lines are: products, a Pack Battle spot, or a shipping fee. */
type Kind = 'products' | 'spot' | 'shipping'

/** The table's caption for screen readers. */
const caption: Record<Kind, string> = {
  products: 'Bestelde producten',
  spot: 'Pack Battle-plek',
  shipping: 'Verzending',
}

function kindOf(payment: DemoPayment): Kind {
  if (payment.purpose === 'shipping') return 'shipping'
  const spot = payment.lines.length > 0 && payment.lines.every((line) => isSpotOrderName(line.productName))
  return spot ? 'spot' : 'products'
}

/**
 * What the demo payment is for: the lines, the shipping and the amount. A cart checkout's shipping is a
 * row of its own; a shipping fee's one line is the shipping (decision 029); a Pack Battle spot is
 * opened by nobody and shipped nowhere, so it has no shipping row (decision 043).
 */
export function DemoPaymentLines({ payment }: { payment: DemoPayment }) {
  const kind = kindOf(payment)
  const shippingRow = kind === 'products'
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption[kind]}</caption>
      <thead>
        <tr className="border-b border-border text-left text-muted-foreground">
          <th scope="col" className="py-2 font-medium">
            {shippingRow ? 'Product' : 'Omschrijving'}
          </th>
          <th scope="col" className="py-2 pl-2 text-right font-medium whitespace-nowrap">
            Aantal
          </th>
          <th scope="col" className="py-2 pl-2 text-right font-medium whitespace-nowrap">
            Prijs
          </th>
        </tr>
      </thead>
      <tbody>
        {payment.lines.map((line, index) => (
          <tr key={index} className="border-b border-border">
            <td className="py-2 pr-2">{line.productName}</td>
            <td className="py-2 pl-2 text-right whitespace-nowrap">{line.quantity}×</td>
            <td className="py-2 pl-2 text-right whitespace-nowrap">{formatEuro(line.unitPriceCents * line.quantity)}</td>
          </tr>
        ))}
        {shippingRow && (
          <tr className="border-b border-border">
            <td className="py-2 pr-2" colSpan={2}>
              Verzending: {shippingLabel[payment.shippingMethod]}
            </td>
            <td className="py-2 pl-2 text-right whitespace-nowrap">
              {payment.shippingCostCents === 0 ? 'Gratis' : formatEuro(payment.shippingCostCents)}
            </td>
          </tr>
        )}
      </tbody>
      <tfoot>
        <tr className="text-base font-semibold">
          <th scope="row" colSpan={2} className="py-3 text-left">
            Te betalen
          </th>
          <td className="py-3 pl-2 text-right whitespace-nowrap">{formatEuro(payment.amountCents)}</td>
        </tr>
      </tfoot>
    </table>
  )
}
