import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router'
import { formatEuro } from '#shared/domain/money'
import { orderPagePath } from '#shared/domain/order-page'
import { shippingFeeCents } from '#shared/domain/shipping'
import { Card } from '#client/components/ui/card'
import { ProductQuantity } from '#client/components/ui/product-quantity'
import { useShopInfo } from '#client/lib/shop-info'
import { OrderLinksForm } from '#client/resources/order-links-form'
import { knownOrderPageLinks } from '#client/resources/order-page-links'
import { shippingPageQuery } from '../api/shipping-page'
import { knownShippable } from '../known-shippable'
import { heldOrderNote } from '../shipping-format'
import { OrderPageFrame } from './order-page-frame'

const linkClass = 'text-primary underline underline-offset-4 hover:no-underline'

/**
 * /verzending, where the shipping policy's mention of the form leads (product.md 2.7 and 2.13): how to
 * ask for shipping, what the order pages this tab knows can ship, and the form that e-mails the links again. The
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
      <KnownShippableOrders tokens={tokens} />
      <Card>
        <OrderLinksForm id="order-links-shipping" />
      </Card>
    </OrderPageFrame>
  )
}

/**
 * The cards this tab can ask shipping for, from the order pages it knows (decision 058): only held
 * orders, each under a link to the order page where the request is made. Nothing shows until one
 * page has something to ship; a page that no longer opens is left out.
 */
function KnownShippableOrders({ tokens }: { tokens: string[] }) {
  const pages = useKnownShippingPages(tokens)
  const shippable = knownShippable(tokens.map((token, index) => ({ token, page: pages.data?.[index] })))
  if (shippable.length === 0) return null
  return (
    <Card aria-labelledby="known-order-pages-heading">
      <div className="grid gap-1">
        <h2 id="known-order-pages-heading" className="text-lg font-bold">
          Klaar om te verzenden
        </h2>
        <p className="text-sm text-muted-foreground">
          Deze kaarten bewaren we voor je, uit bestellingen die je in dit browservenster hebt geopend.
        </p>
      </div>
      <ul className="grid gap-2">
        {shippable.map(({ token, held }, index) => (
          <li key={token} className="grid gap-1 rounded-[var(--radius)] border border-border p-3">
            <ul id={`known-shippable-${index}`} className="grid gap-1 text-sm">
              {held.map((order) => (
                <li key={order.orderId} className="grid">
                  <ProductQuantity name={order.productName} quantity={order.quantity} quantityClassName="text-muted-foreground" />
                  <span className="text-muted-foreground">{heldOrderNote(order).join(' · ')}</span>
                </li>
              ))}
            </ul>
            <Link
              to={orderPagePath(token)}
              aria-describedby={`known-shippable-${index}`}
              className={`flex min-h-11 w-fit items-center font-medium ${linkClass}`}
            >
              Verzending aanvragen
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  )
}

/**
 * The shipping parts of the order pages, in one query over each page's own (so an order page opened
 * next reads them from the cache); a page that no longer opens is undefined. One query rather than
 * useQueries, which would add its code to every visitor's first download (bench/first-download.test.ts).
 */
function useKnownShippingPages(tokens: string[]) {
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: ['shipping-pages', ...tokens],
    queryFn: () => Promise.all(tokens.map((token) => queryClient.fetchQuery(shippingPageQuery(token)).catch(() => undefined))),
  })
}
