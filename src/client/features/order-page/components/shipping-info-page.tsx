import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { formatEuro } from '#shared/domain/money'
import { orderPagePath } from '#shared/domain/order-page'
import { shippingFeeCents } from '#shared/domain/shipping'
import { Card } from '#client/components/ui/card'
import { useShopInfo } from '#client/lib/shop-info'
import { OrderLinksForm } from '#client/resources/order-links-form'
import { knownOrderPageLinks } from '#client/resources/order-page-links'
import { orderPageQuery } from '../api/order-page'
import { shopDay } from '../shipping-format'
import { OrderPageFrame } from './order-page-frame'

const linkClass = 'text-primary underline underline-offset-4 hover:no-underline'

/**
 * /verzending, where the shipping policy's mention of the form leads (product.md 2.7 and 2.13): how to
 * ask for shipping, the order pages this tab knows, and the form that e-mails the links again. The
 * form itself is on the order page, whose link is the only key (decision 021).
 */
export function ShippingInfoPage() {
  const { shopName } = useShopInfo()
  const [tokens] = useState(knownOrderPageLinks)
  return (
    <OrderPageFrame>
      <title>{`Verzending aanvragen – ${shopName}`}</title>
      <header className="grid gap-3">
        <h1 className="text-2xl font-bold">Verzending aanvragen</h1>
        <p className="text-muted-foreground">
          Je vraagt de verzending van je kaarten aan op de pagina van je bestelling: open die via de link in je
          e-mail. Daar kies je welke bestellingen we in één pakket naar je sturen, vul je je adres in en betaal je de
          verzendkosten.
        </p>
        <p className="text-muted-foreground">
          We bewaren de kaarten van elke bestelling 45 dagen na je betaling; daarna kunnen ze niet meer worden
          verzonden. Je betaalt één keer verzendkosten per pakket: {formatEuro(shippingFeeCents('nederland'))} naar
          Nederland, {formatEuro(shippingFeeCents('belgie'))} naar België.{' '}
          <Link to="/shipping-policy" className={linkClass}>
            Lees het verzendbeleid
          </Link>
        </p>
      </header>
      {tokens.length > 0 && (
        <Card aria-labelledby="known-order-pages-heading">
          <div className="grid gap-1">
            <h2 id="known-order-pages-heading" className="text-lg font-bold">
              Je bestellingen
            </h2>
            <p className="text-sm text-muted-foreground">Deze bestellingen heb je in dit browservenster geopend.</p>
          </div>
          <ul className="grid gap-2">
            {tokens.map((token) => (
              <KnownOrderPage key={token} token={token} />
            ))}
          </ul>
        </Card>
      )}
      <Card>
        <OrderLinksForm id="order-links-shipping" />
      </Card>
    </OrderPageFrame>
  )
}

/** One order page this tab holds the key to, named by its day and products; one that no longer opens is left out. */
function KnownOrderPage({ token }: { token: string }) {
  const page = useQuery(orderPageQuery(token))
  if (page.isError) return null
  const day = page.data && shopDay(page.data.createdAt)
  const products = page.data?.orders.map((order) => `${order.productName} × ${order.quantity}`).join(', ')
  return (
    <li className="grid gap-0.5 rounded-[var(--radius)] border border-border p-3">
      <Link to={orderPagePath(token)} className={`flex min-h-11 w-fit items-center font-medium ${linkClass}`}>
        {day ? `Bestelling van ${day}` : 'Je bestelling'}
      </Link>
      {products && <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{products}</p>}
    </li>
  )
}
