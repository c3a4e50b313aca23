import { formatEuro } from '#shared/domain/money'

/** The order total the buyer is about to pay: products plus shipping. */
export function CheckoutSummary({ subtotalCents, shippingCents }: { subtotalCents: number; shippingCents: number }) {
  return (
    <dl className="grid gap-1 text-sm">
      <div className="flex justify-between">
        <dt className="text-muted-foreground">Subtotaal</dt>
        <dd>{formatEuro(subtotalCents)}</dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-muted-foreground">Verzendkosten</dt>
        <dd>{shippingCents === 0 ? 'Gratis' : formatEuro(shippingCents)}</dd>
      </div>
      <div className="flex justify-between border-t border-border pt-2 text-base font-semibold">
        <dt>Totaal</dt>
        <dd>{formatEuro(subtotalCents + shippingCents)}</dd>
      </div>
    </dl>
  )
}
